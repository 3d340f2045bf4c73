/**
 * The smallest shared vocabulary of every layer: the errors clients see ({@link org.iskra.core.ErrorCode},
 * {@link org.iskra.core.IskraException}), paging and Relay connections ({@link org.iskra.core.Page},
 * {@link org.iskra.core.Connection}) and the id of the request being served.
 *
 * <p>The bottom layer: it depends on no other Iskra package, nor on Neo4j, graphql-java or Javalin.
 */
@NullMarked
package org.iskra.core;

import org.jspecify.annotations.NullMarked;
