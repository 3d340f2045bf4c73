/**
 * The model: the entity records (people, organizations, publications, congresses, motions, splits, events, places,
 * sources) and {@link org.iskra.facts.EntityKind}, statements and their types, the catalogue of fields, partial dates
 * and date filters: values alone, free of the database driver and of the store (reading them is
 * {@code org.iskra.reads}).
 *
 * <p>It may use {@code org.iskra.core}; every layer above builds on it.
 */
@NullMarked
package org.iskra.facts;

import org.jspecify.annotations.NullMarked;
