/**
 * Organizations and their memberships: the organization list, member counts, and the members of organizations filtered
 * by joining dates (the flagship query), with their Cypher beside them.
 *
 * <p>A feature package: it may use {@code facts}, {@code store} and {@code core}, never another feature.
 */
@NullMarked
package org.iskra.groups;

import org.jspecify.annotations.NullMarked;
