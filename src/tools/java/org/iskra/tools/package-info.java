/**
 * The tools jar ({@code target/iskra-graph-tools.jar}, source set {@code src/tools}): {@link org.iskra.tools.Tools}
 * runs {@code generate}, {@code bench} and {@code soak}, which drive the product from outside and never ship in it.
 *
 * <p>The top layer: it may use any product package; no product package may use it.
 */
@NullMarked
package org.iskra.tools;

import org.jspecify.annotations.NullMarked;
