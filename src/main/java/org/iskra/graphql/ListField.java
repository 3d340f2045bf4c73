package org.iskra.graphql;

import graphql.schema.DataFetchingEnvironment;
import graphql.schema.SelectedField;
import java.util.Map;
import org.iskra.core.Ranges;
import org.iskra.facts.StatementFilter;
import org.iskra.facts.StatementKey;

/**
 * The arguments of a field that lists statements of its parent entity, and whether its selection
 * asks for {@code grouping}, seen from the field's own fetcher or looked ahead from its parent's
 * ({@link Fetch#nodeWithLists}): both build the same loader key from it, so a list read with its
 * parent is found in the loader's cache.
 */
public record ListField(Map<String, Object> arguments, boolean selectsGrouping) {

    /** How a field names its list: the loader key for the parent's id and the field. */
    @FunctionalInterface
    public interface Key {
        StatementKey of(String entityId, ListField field);
    }

    static ListField of(DataFetchingEnvironment env) {
        return new ListField(env.getArguments(), OperationShapes.selects(env, "grouping"));
    }

    static ListField of(SelectedField field) {
        return new ListField(field.getArguments(), field.getSelectionSet().contains("grouping"));
    }

    @SuppressWarnings("unchecked")
    public <T> T argument(String name) {
        return (T) arguments.get(name);
    }

    /** The {@code first} argument of a list paged by {@code after}: null for all, else 0…{@code maxFirst}. */
    public Integer first(int maxFirst) {
        Integer first = argument("first");
        return first == null ? null : Ranges.check("first", first, 0, 0, maxFirst, "page through longer lists with `after`");
    }

    /** The key of this field's part of an entity's statements: its filter, {@code first}, {@code after} and what it selects. */
    public StatementKey key(String entityId, StatementFilter filter, int maxFirst, boolean afterOther) {
        return selected(new StatementKey(entityId, filter, first(maxFirst), argument("after"), afterOther));
    }

    /** The key as the selection needs it: the organizations of groupings only when it asks for {@code grouping}. */
    public StatementKey selected(StatementKey key) {
        return selectsGrouping ? key : key.withoutGrouping();
    }
}
