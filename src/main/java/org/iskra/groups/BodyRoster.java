package org.iskra.groups;

import java.util.List;
import org.iskra.facts.Event;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Statement;

/**
 * Who held a seat in a body (a Central Committee, an editorial board, a Duma fraction) on a date:
 * the terms running then, measured against the seats its latest election filled.
 *
 * @param organizationId the body
 * @param on the date asked for
 * @param terms the running terms, full members first
 * @param election the latest election of the body on or before {@code on} with stated seats; null when none is recorded
 */
public record BodyRoster(String organizationId, PartialDate on, List<Statement> terms, Event election) {

    /** Full members' terms that the sources do not dispute. */
    public List<Statement> members() {
        return terms.stream().filter(t -> !isDisputed(t) && !"candidate".equals(t.role())).toList();
    }

    /** Candidate members' terms that the sources do not dispute. */
    public List<Statement> candidates() {
        return terms.stream().filter(t -> !isDisputed(t) && "candidate".equals(t.role())).toList();
    }

    /** Terms whose existence real sources dispute: shown apart, counted in no figure. */
    public List<Statement> disputed() {
        return terms.stream().filter(BodyRoster::isDisputed).toList();
    }

    private static boolean isDisputed(Statement term) {
        return "DISPUTED".equals(term.certainty());
    }

    public int seatsKnown() {
        return members().size();
    }

    public int candidatesKnown() {
        return candidates().size();
    }

    public Integer seatsStated() {
        return election == null ? null : election.seats();
    }

    public Integer candidateSeatsStated() {
        return election == null ? null : election.candidateSeats();
    }

    /** True when every stated seat (full and candidate) is recorded; null when no election states them. */
    public Boolean complete() {
        if (seatsStated() == null) {
            return null;
        }
        boolean candidatesComplete = candidateSeatsStated() == null || candidatesKnown() >= candidateSeatsStated();
        return seatsKnown() >= seatsStated() && candidatesComplete;
    }
}
