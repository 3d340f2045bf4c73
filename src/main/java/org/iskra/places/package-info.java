/**
 * Places: the name-sorted list, and which of a place's dated {@code PART_OF} statements hold at a date
 * ({@link org.iskra.places.Containment}), with their Cypher beside them.
 *
 * <p>A feature package: it may use {@code facts}, {@code store} and {@code core}, never another feature.
 */
@NullMarked
package org.iskra.places;

import org.jspecify.annotations.NullMarked;
