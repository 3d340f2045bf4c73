/**
 * The explorer: the researchers' static page at {@code /} (HTML, CSS and JavaScript in this package's resources), which
 * asks everything of {@code POST /graphql}.
 *
 * <p>Beside {@code server} at the top of the product; it uses Javalin and no other Iskra package.
 */
@NullMarked
package org.iskra.explorer;

import org.jspecify.annotations.NullMarked;
