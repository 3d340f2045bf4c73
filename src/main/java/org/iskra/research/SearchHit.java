package org.iskra.research;

/** One search result: the id and GraphQL type of the entity found, and how well it matched. */
public record SearchHit(double score, String nodeId, String type) {}
