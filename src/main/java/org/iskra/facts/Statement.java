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
        String role,
        String grouping,
        String choice,
        String contextId,
        String note,
        String certainty,
        String quote,
        List<String> sourceIds,
        boolean retracted,
        Retraction retraction,
        String addedIn,
        String changedIn) {

    /** Who retracted a statement, when, why and on which source. */
    public record Retraction(String at, String by, String reason, String sourceId) {}

    /** Membership view: when it began. */
    public PartialDate since() {
        return start;
    }

    /** Membership view: when it ended. */
    public PartialDate until() {
        return end;
    }
}
