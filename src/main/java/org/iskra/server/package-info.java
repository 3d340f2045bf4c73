/**
 * The process and its HTTP surface: {@link org.iskra.server.Main} and the subcommands, the configuration,
 * {@link org.iskra.server.IskraApp} (the composition root: database, driver, stores, GraphQL), the Javalin routes for
 * GraphQL over HTTP and the exports, transport limits and graceful stop.
 *
 * <p>The top of the product: it may use every package below it; only the tools use it.
 */
@NullMarked
package org.iskra.server;

import org.jspecify.annotations.NullMarked;
