package org.iskra.graphql;

import graphql.execution.ExecutionStepInfo;
import graphql.schema.DataFetchingEnvironment;
import java.util.List;
import java.util.Map;
import org.iskra.facts.Statement;
import org.iskra.reads.StatementKey;
import org.jspecify.annotations.Nullable;

/**
 * The statement lists read with an entity in its field's round trip ({@link Fetch#nodeWithLists}), handed down with
 * what the field holds ({@link Held}), which reaches every field beneath the entity's:
 *
 * <ul>
 *   <li>the entity's own lists, each under the result key (the alias, else the name) of the field that asked for it,
 *       taken only by a field directly beneath the one that read it ({@code path}, its place in the result), not by a
 *       field of the same name further down (the same person again among a congress's delegates, with other arguments),
 *       so that field neither works out its key again nor goes through a loader;
 *   <li>the lists read for the entities at the other ends of those lists' statements ({@code beneath}: a person's
 *       congresses' delegates), by their keys, which name the entity, the filter, the page and the projection, so a
 *       field anywhere beneath takes only the list it would have read.
 * </ul>
 */
record ReadAhead(
        String path, Map<String, List<Statement>> listsByResultKey, Map<StatementKey, List<Statement>> beneath) {

    ReadAhead {
        listsByResultKey = Map.copyOf(listsByResultKey);
        beneath = Map.copyOf(beneath);
    }

    /** The lists read with the entity at the place of {@code env}'s field, and those read for the fields beneath. */
    static ReadAhead at(
            DataFetchingEnvironment env,
            Map<String, List<Statement>> listsByResultKey,
            Map<StatementKey, List<Statement>> beneath) {
        return new ReadAhead(env.getExecutionStepInfo().getPath().toString(), listsByResultKey, beneath);
    }

    /** The list read ahead for the field being fetched, or null when none was. */
    static @Nullable List<Statement> of(DataFetchingEnvironment env) {
        ExecutionStepInfo parent = env.getExecutionStepInfo().getParent();
        ReadAhead ahead = Held.of(env).ahead();
        return ahead != null
                        && parent != null
                        && ahead.path.equals(parent.getPath().toString())
                ? ahead.listsByResultKey.get(env.getField().getResultKey())
                : null;
    }

    /** The list with this key read ahead above the field being fetched, or null when none was. */
    static @Nullable List<Statement> beneath(DataFetchingEnvironment env, StatementKey key) {
        ReadAhead ahead = Held.of(env).ahead();
        return ahead != null ? ahead.beneath.get(key) : null;
    }
}
