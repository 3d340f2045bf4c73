/**
 * People: the filtered, name-sorted list of people, with its Cypher beside it in the resources.
 *
 * <p>A feature package: it may use {@code facts}, {@code store} and {@code core}, never another feature.
 */
@NullMarked
package org.iskra.people;

import org.jspecify.annotations.NullMarked;
