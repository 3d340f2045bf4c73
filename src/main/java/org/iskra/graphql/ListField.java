package org.iskra.graphql;

import graphql.schema.DataFetchingEnvironment;
import graphql.schema.SelectedField;
import java.util.Map;
import org.iskra.core.Ranges;
import org.iskra.reads.StatementFilter;
import org.iskra.reads.StatementKey;
import org.iskra.reads.StatementProjection;
import org.jspecify.annotations.Nullable;

/**
 * The arguments of a field that lists statements of its parent entity, whether its selection asks for {@code grouping},
 * and which statement properties its items read ({@link StatementReads}), seen from the field's own fetcher or looked
 * ahead from its parent's ({@link Fetch#nodeWithLists}): both build the same loader key from it, so a list read with
 * its parent is found in the loader's cache.
 */
public record ListField(Map<String, Object> arguments, boolean selectsGrouping, StatementProjection reads) {

    /** How a field names its list: the loader key for the parent's id and the field. */
    @FunctionalInterface
    public interface Key {
        StatementKey of(@Nullable String entityId, ListField field);
    }

    /** What a list's selection asks of its statements (a decision of its {@link FieldPlan}). */
    record Selection(boolean grouping, StatementProjection reads) {}

    static ListField of(DataFetchingEnvironment env) {
        Selection selection = ReadPlan.field(env)
                .listSelection
                .get(() -> new Selection(
                        env.getSelectionSet().contains("grouping"),
                        StatementReads.of(
                                env.getFieldType(), env.getSelectionSet().getImmediateFields())));
        return new ListField(env.getArguments(), selection.grouping(), selection.reads());
    }

    static ListField of(SelectedField field) {
        return new ListField(
                field.getArguments(),
                field.getSelectionSet().contains("grouping"),
                StatementReads.of(field.getType(), field.getSelectionSet().getImmediateFields()));
    }

    @SuppressWarnings("unchecked")
    public <T> @Nullable T argument(String name) {
        return (T) arguments.get(name);
    }

    /** The {@code first} argument of a list paged by {@code after}: null for all, else 0…{@code maxFirst}. */
    public @Nullable Integer first(int maxFirst) {
        Integer first = argument("first");
        return first == null
                ? null
                : Ranges.check("first", first, 0, 0, maxFirst, "page through longer lists with `after`");
    }

    /**
     * The key of this field's part of an entity's statements: its filter, {@code first}, {@code after} and what it
     * selects ({@link #projected}).
     */
    public StatementKey key(@Nullable String entityId, StatementFilter filter, int maxFirst, boolean afterOther) {
        return projected(new StatementKey(entityId, filter, first(maxFirst), argument("after"), afterOther));
    }

    /**
     * The key as the selection needs it: the organizations of groupings only when it asks for {@code grouping}; every
     * property of each statement (for a field whose fetcher works on the statements before it shows them).
     */
    public StatementKey selected(StatementKey key) {
        return selectsGrouping ? key : key.withoutGrouping();
    }

    /**
     * As {@link #selected}, each statement with only the properties its item's selected fields read: for a field whose
     * items are the statements themselves, or the entities at their other ends.
     */
    public StatementKey projected(StatementKey key) {
        return selected(key).returning(reads);
    }
}
