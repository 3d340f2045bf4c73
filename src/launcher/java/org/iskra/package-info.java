/**
 * The jar's entry point, {@link org.iskra.Launcher}, compiled for Java 8 so that an older
 * {@code java} can say what it needs; everything else lives in the packages below.
 */
@NullMarked
package org.iskra;

import org.jspecify.annotations.NullMarked;
