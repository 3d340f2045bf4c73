/**
 * Publications: the list filtered by name, kind, author and date, with its Cypher beside it.
 *
 * <p>A feature package: it may use {@code facts}, {@code store} and {@code core}, never another feature.
 */
@NullMarked
package org.iskra.publications;

import org.jspecify.annotations.NullMarked;
