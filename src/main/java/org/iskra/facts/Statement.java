package org.iskra.facts;

import java.util.List;

/**
 * One fact linking two entities (a relationship in the graph), with its time and provenance.
 * Typed views ({@code Membership}, {@code Attendance}) are read from the same record.
 */
public record Statement(
        String id,
        String type,
        String fromId,
        String toId,
        PartialDate start,
        PartialDate end,
        PartialDate date,
        PartialDate endBy,
        boolean ongoing,
        boolean endUnknown,
        String began,
        String ended,
        String role,
        String grouping,
        String choice,
        Integer votes,
        Integer delegates,
        Integer issue,
        Tally tally,
        String contextId,
        String causeId,
        String note,
        String certainty,
        String quote,
        List<String> sourceIds,
        boolean retracted,
        Retraction retraction,
        String addedIn,
        String changedIn) {

    /** A congress's decision on a motion ({@code DECIDED}): its outcome and the votes counted. */
    public record Tally(String outcome, Integer votesFor, Integer votesAgainst, Integer abstentions) {}

    /** Whether a period is known to have ended, is known to go on, or is of unknown end. */
    public enum EndStatus { ENDED, ONGOING, UNKNOWN, POINT }

    /** Who retracted a statement, when, why and on which source. */
    public record Retraction(String at, String by, String reason, String sourceId) {}

    /**
     * {@code ENDED} with an end date; {@code ONGOING} when the data says it had not ended (by 1917, or
     * until the person's death); {@code POINT} for a dated statement without a period; else {@code UNKNOWN}.
     */
    public EndStatus endStatus() {
        if (end != null) {
            return EndStatus.ENDED;
        }
        if (ongoing) {
            return EndStatus.ONGOING;
        }
        return date != null && start == null ? EndStatus.POINT : EndStatus.UNKNOWN;
    }

    public String outcome() {
        return tally == null ? null : tally.outcome();
    }

    public Integer votesFor() {
        return tally == null ? null : tally.votesFor();
    }

    public Integer votesAgainst() {
        return tally == null ? null : tally.votesAgainst();
    }

    public Integer abstentions() {
        return tally == null ? null : tally.abstentions();
    }

    /** Membership view: when it began. */
    public PartialDate since() {
        return start;
    }

    /** Membership view: when it ended. */
    public PartialDate until() {
        return end;
    }
}
