package org.iskra.congresses;

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

    /** Known figures: voting + consultative when both are stated, else the stated total. */
    static Roster of(Congress c, CongressStore.Recorded r) {
        Integer known = c.votingDelegateCount() != null && c.consultativeDelegateCount() != null
                ? Integer.valueOf(c.votingDelegateCount() + c.consultativeDelegateCount())
                : c.votingDelegateCount() == null && c.consultativeDelegateCount() == null ? c.delegateCount() : null;
        int recorded = r.delegates();
        return new Roster(known, recorded, known == null ? null : recorded >= known,
                Count.of(c.votingDelegateCount(), r.voting()), Count.of(c.consultativeDelegateCount(), r.consultative()),
                Count.of(c.voteCount(), r.votes()));
    }
}
