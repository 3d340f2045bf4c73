package org.iskra.congresses;

import java.util.List;
import org.iskra.facts.Statement;

/**
 * A grouping's voting strength at a congress: what the sources state ({@code STRENGTH_AT}, one
 * statement per version) against what the graph records of its delegates and mandates.
 *
 * @param groupingId the grouping or faction (an organization id)
 * @param stated the stated figures, each version with its certainty and sources
 * @param votesRecorded decisive votes of its recorded mandates
 * @param votesAfterWalkOuts those of them held by delegates who did not walk out (alone or with their grouping)
 * @param votingDelegatesRecorded its recorded delegates with a decisive vote
 * @param consultativeDelegatesRecorded its recorded delegates with a consultative voice
 */
public record GroupingStrength(String groupingId, List<Statement> stated, int votesRecorded, int votesAfterWalkOuts,
        int votingDelegatesRecorded, int consultativeDelegatesRecorded) {

    /** The stated decisive votes when the sources agree (one version not disputed); null otherwise. */
    public Integer votesStated() {
        Statement one = undisputed();
        return one == null ? null : one.votes();
    }

    /** The stated delegates when the sources agree; null otherwise. */
    public Integer delegatesStated() {
        Statement one = undisputed();
        return one == null ? null : one.delegates();
    }

    /** True when the recorded mandates carry every stated vote; null when no undisputed figure is stated. */
    public Boolean complete() {
        Integer stated = votesStated();
        return stated == null ? null : votesRecorded >= stated;
    }

    private Statement undisputed() {
        return stated.size() == 1 && !"DISPUTED".equals(stated.getFirst().certainty()) ? stated.getFirst() : null;
    }
}
