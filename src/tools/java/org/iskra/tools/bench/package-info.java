/**
 * The synthetic graph and the benchmarks: the load benchmark (GraphQL against hand-written Cypher, whose queries are in
 * {@code src/tools/resources}), the cost of the write paths, and the import benchmark's baseline.
 *
 * <p>Part of the tools layer: it may use any product package; nothing in the product uses it.
 */
@NullMarked
package org.iskra.tools.bench;

import org.jspecify.annotations.NullMarked;
