package org.iskra.congresses;

import org.iskra.facts.Congress;
import org.jspecify.annotations.Nullable;

/**
 * How complete the graph's delegate list of a congress is: what it records against the figures the sources state (null
 * when none does).
 */
public record Roster(
        @Nullable Integer knownCount,
        int recordedCount,
        @Nullable Boolean complete,
        Count voting,
        Count consultative,
        Count votes) {

    /** A recorded count against a known one. */
    public record Count(
            @Nullable Integer known, int recorded, @Nullable Boolean complete) {
        static Count of(@Nullable Integer known, int recorded) {
            return new Count(known, recorded, known == null ? null : recorded >= known);
        }
    }

    /**
     * How many delegates a congress is known to have had: voting + consultative when both are stated, the stated total
     * when neither is, else unknown (the rule the data linter checks rosters against).
     */
    public static @Nullable Integer knownDelegates(
            @Nullable Integer total, @Nullable Integer voting, @Nullable Integer consultative) {
        if (voting != null && consultative != null) {
            return voting + consultative;
        }
        return voting == null && consultative == null ? total : null;
    }

    public static Roster of(Congress c, CongressStore.Recorded r) {
        @Nullable
        Integer known = knownDelegates(c.delegateCount(), c.votingDelegateCount(), c.consultativeDelegateCount());
        int recorded = r.delegates();
        return new Roster(
                known,
                recorded,
                known == null ? null : recorded >= known,
                Count.of(c.votingDelegateCount(), r.voting()),
                Count.of(c.consultativeDelegateCount(), r.consultative()),
                Count.of(c.voteCount(), r.votes()));
    }
}
