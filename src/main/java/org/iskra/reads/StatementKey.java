package org.iskra.reads;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Key of the statements loader: which entity, which of its statements, and which part of that ordered list: at most
 * {@code first} (null: all) after {@code after} (null: from the start), the id of a statement or, with
 * {@code afterOther}, of the entity at the other end of one; with {@code withGrouping}, the organization each
 * statement's grouping names is read with it (for a selection that asks for {@code grouping}); {@code properties}, what
 * each statement returns (all of its properties unless its reader is known to read only some).
 */
public record StatementKey(
        @Nullable String entityId,
        StatementFilter filter,
        @Nullable Integer first,
        @Nullable String after,
        boolean afterOther,
        boolean withGrouping,
        StatementProjection properties) {

    public StatementKey(@Nullable String entityId, StatementFilter filter) {
        this(entityId, filter, null, null, false, true, StatementProjection.WHOLE);
    }

    public StatementKey(
            @Nullable String entityId,
            StatementFilter filter,
            @Nullable Integer first,
            @Nullable String after,
            boolean afterOther) {
        this(entityId, filter, first, after, afterOther, true, StatementProjection.WHOLE);
    }

    /**
     * From the entity and the types only (equal keys have both equal): the loaders look keys up in their caches for
     * every list field of every parent, and a record's own hash would walk the filter and the projection each time.
     */
    @Override
    public int hashCode() {
        return 31 * Objects.hashCode(entityId) + Objects.hashCode(filter == null ? null : filter.types());
    }

    /**
     * The same list of another entity (a list read ahead for the entity at the other end of each statement,
     * {@link ListRead}).
     */
    public StatementKey about(String otherEntityId) {
        return new StatementKey(otherEntityId, filter, first, after, afterOther, withGrouping, properties);
    }

    /** The same list without the organizations of its groupings (the selection does not ask for them). */
    public StatementKey withoutGrouping() {
        return new StatementKey(entityId, filter, first, after, afterOther, false, properties);
    }

    /** The same list returning only these properties of its statements. */
    public StatementKey returning(StatementProjection projection) {
        return new StatementKey(entityId, filter, first, after, afterOther, withGrouping, projection);
    }
}
