package org.iskra.graphql;

import org.iskra.facts.StatementFilter;

/** Key of the statements loader: which entity, and which of its statements. */
public record StatementKey(String entityId, StatementFilter filter) {}
