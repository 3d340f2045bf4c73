/**
 * All GraphQL wiring: {@link org.iskra.graphql.SchemaFactory} builds the schema from {@code schema.graphqls} and one
 * {@code *Wiring} per feature; the per-request batch loaders, the query limits (shape, depth, cost, turns), error
 * mapping and the execution of requests.
 *
 * <p>It may use every layer below it (use cases, features, {@code facts}, {@code store}, {@code core}); only
 * {@code server}, {@code explorer} and the tools may use it.
 */
@NullMarked
package org.iskra.graphql;

import org.jspecify.annotations.NullMarked;
