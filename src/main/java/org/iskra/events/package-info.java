/**
 * Events: their chronological list, filtered by kind and date, with its Cypher beside it.
 *
 * <p>A feature package: it may use {@code facts}, {@code store} and {@code core}, never another feature.
 */
@NullMarked
package org.iskra.events;

import org.jspecify.annotations.NullMarked;
