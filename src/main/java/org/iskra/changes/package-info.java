/**
 * The change log: every committed write numbered in commit order ({@link org.iskra.changes.ChangeLog}), read as pages
 * ({@code changes(after:)}) and followed live ({@link org.iskra.changes.ChangeFeed}).
 *
 * <p>A feature package: it may use {@code facts}, {@code store} and {@code core}, never another feature.
 */
@NullMarked
package org.iskra.changes;

import org.jspecify.annotations.NullMarked;
