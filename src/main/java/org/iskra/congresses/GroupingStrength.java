package org.iskra.congresses;

import java.util.List;
import org.iskra.facts.Certainty;
import org.iskra.facts.Statement;
import org.jspecify.annotations.Nullable;

/**
 * A grouping's voting strength at a congress: what the sources state ({@code STRENGTH_AT}, one statement per version)
 * against what the graph records of its delegates and mandates.
 *
 * @param groupingId the grouping or faction (an organization id)
 * @param stated the stated figures, each version with its certainty and sources
 * @param votesRecorded decisive votes of its recorded mandates
 * @param votesAfterWalkOuts those of them held by delegates who did not walk out (alone or with their grouping)
 * @param votingDelegatesRecorded its recorded delegates with a decisive vote
 * @param consultativeDelegatesRecorded its recorded delegates with a consultative voice
 */
public record GroupingStrength(
        String groupingId,
        List<Statement> stated,
        int votesRecorded,
        int votesAfterWalkOuts,
        int votingDelegatesRecorded,
        int consultativeDelegatesRecorded) {

    /** The stated decisive votes when the sources agree (one version not disputed); null otherwise. */
    public @Nullable Integer votesStated() {
        Statement one = undisputed();
        return one == null ? null : one.votes();
    }

    /** The stated delegates when the sources agree; null otherwise. */
    public @Nullable Integer delegatesStated() {
        Statement one = undisputed();
        return one == null ? null : one.delegates();
    }

    /**
     * True when the graph records every stated vote (through mandates, or through as many voting delegates, each
     * holding at least one) and every stated delegate; null when no agreed figure is stated.
     */
    public @Nullable Boolean complete() {
        Integer votes = votesStated();
        Integer delegates = delegatesStated();
        if (votes == null && delegates == null) {
            return null;
        }
        boolean votesComplete = votes == null || Math.max(votesRecorded, votingDelegatesRecorded) >= votes;
        boolean delegatesComplete =
                delegates == null || votingDelegatesRecorded + consultativeDelegatesRecorded >= delegates;
        return votesComplete && delegatesComplete;
    }

    private @Nullable Statement undisputed() {
        return stated.size() == 1 && stated.getFirst().certainty() != Certainty.DISPUTED ? stated.getFirst() : null;
    }
}
