package org.iskra.groups;

import java.util.List;
import java.util.function.Predicate;
import org.iskra.facts.Event;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Statement;
import org.iskra.facts.Term;
import org.jspecify.annotations.Nullable;

/**
 * Who held a seat in a body (a Central Committee, an editorial board, a Duma fraction) on a date: the terms running
 * then, measured against the seats its latest election filled. A term counts as running when it certainly began by the
 * date and had not ended by it: its end (or, for an unknown end, its {@code endBy}, the latest it can have ended,
 * usually the next election) falls after the date, or it is ongoing. Terms whose dates are too vague to say (a
 * co-optation known only by its year, an end unknown and unbounded) may have been running: they are listed apart as
 * possible.
 *
 * @param organizationId the body
 * @param on the date asked for
 * @param terms the running terms, full members first
 * @param election the latest election of the body on or before {@code on} with stated seats; null when none is recorded
 */
public record BodyRoster(
        String organizationId,
        PartialDate on,
        List<Statement> terms,
        @Nullable Event election) {

    /**
     * Full members' terms certainly running on the date, not disputed, and for a holder whom the sources seat in every
     * version ({@link #agreed}), the first version.
     */
    public List<Statement> members() {
        return select(t -> (!t.disputed() || agreed(t)) && t.certainlyRunningOn(on) && t.fullSeat());
    }

    /** Candidate members' terms, as {@link #members}. */
    public List<Statement> candidates() {
        return select(t -> (!t.disputed() || agreed(t)) && t.certainlyRunningOn(on) && t.candidate());
    }

    /** Terms with a consultative voice only (role {@code advisory}), as {@link #members}; they fill no stated seat. */
    public List<Statement> advisory() {
        return select(t -> (!t.disputed() || agreed(t)) && t.certainlyRunningOn(on) && t.advisory());
    }

    /** Undisputed terms that may have been running on the date, but whose dates are too vague to say. */
    public List<Statement> possible() {
        return select(t -> !t.disputed() && !t.certainlyRunningOn(on));
    }

    /**
     * Terms whose existence real sources dispute: shown apart, counted in no figure, except those of a holder whom
     * every version seats ({@link #agreed}).
     */
    public List<Statement> disputed() {
        return select(t -> t.disputed() && !agreedHolder(t.holderId()));
    }

    /**
     * Whether {@code term} is the version that stands for its holder: the holder has no undisputed term here, two or
     * more disputed ones, each certainly running on the date with the same role (the sources dispute how the holder
     * came to the seat, not whether the holder sat), and this is the first of them.
     */
    private boolean agreed(Term term) {
        return agreedHolder(term.holderId())
                && versions(term.holderId()).getFirst().statement().equals(term.statement());
    }

    private boolean agreedHolder(String holder) {
        List<Term> versions = versions(holder);
        return versions.size() >= 2
                && versions.stream().allMatch(Term::disputed)
                && versions.stream().allMatch(t -> t.certainlyRunningOn(on))
                && versions.stream().map(Term::seatKind).distinct().count() == 1;
    }

    /** Every term of {@code holder} here that may run on the date. */
    private List<Term> versions(String holder) {
        return terms.stream()
                .map(Term::new)
                .filter(t -> t.holderId().equals(holder))
                .toList();
    }

    private List<Statement> select(Predicate<Term> keep) {
        return terms.stream().map(Term::new).filter(keep).map(Term::statement).toList();
    }

    /** The people in {@link #members}: one who also holds an office there (chair, treasurer) holds one seat. */
    public int seatsKnown() {
        return holders(members());
    }

    /** The people in {@link #candidates}, as {@link #seatsKnown}. */
    public int candidatesKnown() {
        return holders(candidates());
    }

    private static int holders(List<Statement> terms) {
        return (int)
                terms.stream().map(Term::new).map(Term::holderId).distinct().count();
    }

    public @Nullable Integer seatsStated() {
        return election == null ? null : election.seats();
    }

    public @Nullable Integer candidateSeatsStated() {
        return election == null ? null : election.candidateSeats();
    }

    /** True when every stated seat (full and candidate) is recorded; null when no election states them. */
    public @Nullable Boolean complete() {
        if (seatsStated() == null) {
            return null;
        }
        boolean candidatesComplete = candidateSeatsStated() == null || candidatesKnown() >= candidateSeatsStated();
        return seatsKnown() >= seatsStated() && candidatesComplete;
    }
}
