package org.iskra.research;

import org.iskra.facts.PartialDate;
import org.iskra.facts.Statement;
import org.jspecify.annotations.Nullable;

/**
 * Two people in the same organization at the same time: the other person, the organization, both memberships, and the
 * overlap of the two periods ({@code since} the later start, {@code until} the earliest of the two ends and the two
 * deaths; null where unknown).
 */
public record CoMembership(
        String personId,
        String organizationId,
        @Nullable PartialDate since,
        @Nullable PartialDate until,
        Statement membership,
        Statement theirMembership) {}
