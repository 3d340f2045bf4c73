package org.iskra.facts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One fact linking two entities (a relationship in the graph), with its time and provenance: the fields of every
 * statement type, most of them null for any one type. A typed view reads the fields of one kind, with its rules:
 * {@link Term} for a seat or office held over time ({@code MEMBER_OF}, {@code ELECTED_TO}).
 */
public record Statement(
        String id,
        StatementType type,
        String fromId,
        String toId,
        @Nullable PartialDate start,
        @Nullable PartialDate startBy,
        @Nullable PartialDate startAfter,
        @Nullable PartialDate end,
        @Nullable PartialDate date,
        @Nullable PartialDate endBy,
        @Nullable PartialDate endAfter,
        boolean ongoing,
        boolean endUnknown,
        @Nullable TermBeginning began,
        @Nullable TermEnding ended,
        @Nullable String role,
        @Nullable String grouping,
        @Nullable String choice,
        @Nullable Integer votes,
        @Nullable Integer delegates,
        @Nullable Integer issue,
        @Nullable Tally tally,
        @Nullable String contextId,
        @Nullable String causeId,
        @Nullable String note,
        Certainty certainty,
        @Nullable String quote,
        List<String> sourceIds,
        boolean retracted,
        @Nullable Retraction retraction,
        @Nullable String addedIn,
        @Nullable String changedIn) {

    /** A congress's decision on a motion ({@code DECIDED}): its outcome and the votes counted. */
    public record Tally(
            @Nullable String outcome,
            @Nullable Integer votesFor,
            @Nullable Integer votesAgainst,
            @Nullable Integer abstentions) {}

    /** Whether a period is known to have ended, is known to go on, or is of unknown end. */
    public enum EndStatus {
        ENDED,
        ONGOING,
        UNKNOWN,
        POINT
    }

    /** Who retracted a statement, when, why and on which source. */
    public record Retraction(
            @Nullable String at,
            @Nullable String by,
            @Nullable String reason,
            @Nullable String sourceId) {}

    /**
     * {@code ENDED} with an end date; {@code ONGOING} when the data says it had not ended (by 1917, or until the
     * person's death); {@code POINT} for a dated statement without a period; else {@code UNKNOWN}.
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

    public @Nullable String outcome() {
        return tally == null ? null : tally.outcome();
    }

    public @Nullable Integer votesFor() {
        return tally == null ? null : tally.votesFor();
    }

    public @Nullable Integer votesAgainst() {
        return tally == null ? null : tally.votesAgainst();
    }

    public @Nullable Integer abstentions() {
        return tally == null ? null : tally.abstentions();
    }

    /** Membership view: when it began. */
    public @Nullable PartialDate since() {
        return start;
    }

    /** Membership view: when it ended. */
    public @Nullable PartialDate until() {
        return end;
    }
}
