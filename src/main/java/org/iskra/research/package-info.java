/**
 * The researchers' tools: full-text search, shortest connections, neighbourhoods, timelines, co-membership networks and
 * faction counts, and the GraphML, CSV and JSON-LD exports, with their Cypher beside them.
 *
 * <p>A use case: it may use the feature packages, {@code facts}, {@code store} and {@code core}, never {@code graphql},
 * {@code server} or graphql-java and Javalin.
 */
@NullMarked
package org.iskra.research;

import org.jspecify.annotations.NullMarked;
