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

    /** Full members' terms certainly running on the date, not disputed. */
    public List<Statement> members() {
        return select(t -> !t.disputed() && t.certainlyRunningOn(on) && !t.candidate());
    }

    /** Candidate members' terms certainly running on the date, not disputed. */
    public List<Statement> candidates() {
        return select(t -> !t.disputed() && t.certainlyRunningOn(on) && t.candidate());
    }

    /** Undisputed terms that may have been running on the date, but whose dates are too vague to say. */
    public List<Statement> possible() {
        return select(t -> !t.disputed() && !t.certainlyRunningOn(on));
    }

    /** Terms whose existence real sources dispute: shown apart, counted in no figure. */
    public List<Statement> disputed() {
        return select(Term::disputed);
    }

    private List<Statement> select(Predicate<Term> keep) {
        return terms.stream().map(Term::new).filter(keep).map(Term::statement).toList();
    }

    public int seatsKnown() {
        return members().size();
    }

    public int candidatesKnown() {
        return candidates().size();
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
