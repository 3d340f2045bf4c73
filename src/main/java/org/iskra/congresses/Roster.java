package org.iskra.congresses;

import org.iskra.facts.Congress;

/**
 * How complete the graph's delegate list of a congress is: what it records against the figures the
 * sources state (null when none does).
 */
public record Roster(Integer knownCount, int recordedCount, Boolean complete, Count voting, Count consultative, Count votes) {

    /** A recorded count against a known one. */
    public record Count(Integer known, int recorded, Boolean complete) {
        static Count of(Integer known, int recorded) {
            return new Count(known, recorded, known == null ? null : recorded >= known);
        }
    }

    /**
     * How many delegates a congress is known to have had: voting + consultative when both are stated,
     * the stated total when neither is, else unknown (the rule the data linter checks rosters against).
     */
    public static Integer knownDelegates(Integer total, Integer voting, Integer consultative) {
        if (voting != null && consultative != null) {
            return voting + consultative;
        }
        return voting == null && consultative == null ? total : null;
    }

    public static Roster of(Congress c, CongressStore.Recorded r) {
        Integer known = knownDelegates(c.delegateCount(), c.votingDelegateCount(), c.consultativeDelegateCount());
        int recorded = r.delegates();
        return new Roster(known, recorded, known == null ? null : recorded >= known,
                Count.of(c.votingDelegateCount(), r.voting()), Count.of(c.consultativeDelegateCount(), r.consultative()),
                Count.of(c.voteCount(), r.votes()));
    }
}
