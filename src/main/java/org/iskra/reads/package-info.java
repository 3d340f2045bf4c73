/**
 * Reads: how the model is read from the graph. The stores that load any entity or statement
 * ({@link org.iskra.reads.NodeStore}, {@link org.iskra.reads.StatementStore}), the keys and filters of statement lists
 * and the Cypher written for a batch of them ({@link org.iskra.reads.StatementListQuery}, built with Neo4j's
 * Cypher-DSL), root lists and their pages, and the projections that return of each entity and statement only what a
 * request selects.
 *
 * <p>It may use {@code org.iskra.facts}, {@code org.iskra.store} and {@code org.iskra.core}; the feature packages and
 * every layer above build on it. The model ({@code facts}) never uses it.
 */
@NullMarked
package org.iskra.reads;

import org.jspecify.annotations.NullMarked;
