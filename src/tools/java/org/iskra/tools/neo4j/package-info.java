/**
 * A Neo4j server in a process of its own (its own store, Bolt on loopback), started by the tests' external-Neo4j runs
 * and by the load benchmark's {@code --external}, so the driver path that a separate or clustered database takes is
 * exercised over a real network connection.
 *
 * <p>Part of the tools layer: it uses the store package to start the database; nothing in the product uses it.
 */
@NullMarked
package org.iskra.tools.neo4j;

import org.jspecify.annotations.NullMarked;
