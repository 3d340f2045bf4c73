package org.iskra.research;

import org.iskra.facts.Entity;
import org.jspecify.annotations.Nullable;

/**
 * One search result: the id and GraphQL type of the entity found, and how well it matched; {@code entity} is the entity
 * as read with the hit (handed down to the fields beneath it), or null.
 */
public record SearchHit(
        double score, String nodeId, String type, @Nullable Entity entity) {}
