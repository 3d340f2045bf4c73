/**
 * Congresses and conferences: their chronological list and how complete the graph's roster of each is against the
 * figures the sources state ({@link org.iskra.congresses.Roster}), with their Cypher beside them.
 *
 * <p>A feature package: it may use {@code facts}, {@code store} and {@code core}, never another feature.
 */
@NullMarked
package org.iskra.congresses;

import org.jspecify.annotations.NullMarked;
