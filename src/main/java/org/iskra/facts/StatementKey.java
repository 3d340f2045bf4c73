package org.iskra.facts;


/**
 * Key of the statements loader: which entity, which of its statements, and which part of that
 * ordered list: at most {@code first} (null: all) after {@code after} (null: from the start), the
 * id of a statement or, with {@code afterOther}, of the entity at the other end of one.
 */
public record StatementKey(String entityId, StatementFilter filter, Integer first, String after, boolean afterOther) {

    public StatementKey(String entityId, StatementFilter filter) {
        this(entityId, filter, null, null, false);
    }
}
