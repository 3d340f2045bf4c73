package org.iskra.facts;

import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A statement read as a term: a seat or office in a body ({@code MEMBER_OF}, {@code ELECTED_TO}) held from a start to
 * an end, "ongoing" or "end unknown" (bounded by {@code endBy}). The typed view of the fields a term has, so that the
 * rules about terms (running on a date, candidate or full member) are written once, not against the 24 fields every
 * statement carries.
 */
public record Term(Statement statement) {
    private static final Set<StatementType> TYPES = Set.of(StatementType.MEMBER_OF, StatementType.ELECTED_TO);

    /** The role of a candidate member, who holds no full seat. */
    public static final String CANDIDATE = "candidate";

    /** The role of a member with a consultative voice only, who holds no full seat either. */
    public static final String ADVISORY = "advisory";

    /** The kind of a full seat: any role but {@link #CANDIDATE} and {@link #ADVISORY}. */
    public static final String FULL = "full";

    public Term {
        if (!TYPES.contains(statement.type())) {
            throw new IllegalArgumentException(statement.id() + " is a " + statement.type() + ", not a term");
        }
    }

    /** The statement as a term, when it is one. */
    public static Optional<Term> of(Statement statement) {
        return TYPES.contains(statement.type()) ? Optional.of(new Term(statement)) : Optional.empty();
    }

    public String holderId() {
        return statement.fromId();
    }

    public String bodyId() {
        return statement.toId();
    }

    public @Nullable String role() {
        return statement.role();
    }

    public boolean candidate() {
        return CANDIDATE.equals(statement.role());
    }

    public boolean advisory() {
        return ADVISORY.equals(statement.role());
    }

    /** Whether the term holds a full seat: neither a candidate's nor one with a consultative voice only. */
    public boolean fullSeat() {
        return !candidate() && !advisory();
    }

    /** The kind of seat the term holds: {@link #CANDIDATE}, {@link #ADVISORY} or {@link #FULL}. */
    public String seatKind() {
        return seatKind(statement.role());
    }

    /** The kind of seat a term with {@code role} holds, for readers of raw records (the data linter). */
    public static String seatKind(@Nullable String role) {
        return CANDIDATE.equals(role) ? CANDIDATE : ADVISORY.equals(role) ? ADVISORY : FULL;
    }

    public boolean disputed() {
        return statement.certainty() == Certainty.DISPUTED;
    }

    /**
     * Whether the term certainly ran on {@code on}: it began by the date's first day, and its end falls after the
     * date's last day, or it is ongoing. For an unknown end, its {@code endBy} (the latest it can have ended, usually
     * the next election) counts as the end only when nothing says the term ended early: a seat is taken to last its
     * mandate unless the data records its holder's arrest, departure, resignation or removal, and one so ended on an
     * unknown day did not certainly run after its start, unless its {@code endAfter} (the earliest it can have ended)
     * falls after the date. An end known only to the month or year counts from its first day, unless its
     * {@code endAfter} (the opening of the congress that elected the successors) narrows it. A term with a
     * {@code startBy} (a date on which it ran: its start undated, or known only to a month or year that the day
     * narrows) certainly ran from that date's last day. A term whose dates are too vague to say (a start known only to
     * a period that reaches past the date, an end unknown and unbounded) did not certainly run.
     */
    public boolean certainlyRunningOn(PartialDate on) {
        if (!begunBy(statement.start(), on) && !begunBy(statement.startBy(), on)) {
            return false;
        }
        PartialDate end = statement.end();
        PartialDate endAfter = statement.endAfter();
        if (endAfter != null && endAfter.lo().isAfter(on.hi())) {
            return true;
        }
        if (end != null) {
            return end.lo().isAfter(on.hi());
        }
        if (statement.ongoing()) {
            return true;
        }
        PartialDate endBy = statement.endBy();
        TermEnding ended = statement.ended();
        boolean endedEarly = ended != null && !ended.atItsBound();
        return endBy != null && endBy.lo().isAfter(on.hi()) && !endedEarly;
    }

    private static boolean begunBy(@Nullable PartialDate start, PartialDate on) {
        return start != null && !start.hi().isAfter(on.lo());
    }
}
