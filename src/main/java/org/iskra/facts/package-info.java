/**
 * The model: the entity records (people, organizations, publications, congresses, motions, splits,
 * events, places, sources) and {@link org.iskra.facts.EntityKind}, statements and their types, partial
 * dates and date filters, and the generic stores that load any entity or statement.
 *
 * <p>It may use {@code org.iskra.core} and {@code org.iskra.store}; every layer above builds on it.
 */
package org.iskra.facts;
