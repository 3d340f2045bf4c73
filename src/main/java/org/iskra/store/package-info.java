/**
 * Neo4j through the driver: {@link org.iskra.store.Graph} (every read and write, in transactions with timeouts), Cypher
 * loaded from {@code .cypher} resources, the embedded database, the schema migrations, start-up retries, a request's
 * shared deadline and Neo4j's offline importer.
 *
 * <p>It knows nothing of the domain: it may use {@code org.iskra.core} only, and labels and relationship types reach it
 * as names.
 */
@NullMarked
package org.iskra.store;

import org.jspecify.annotations.NullMarked;
