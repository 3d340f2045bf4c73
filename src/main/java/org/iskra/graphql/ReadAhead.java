package org.iskra.graphql;

import graphql.execution.ExecutionStepInfo;
import graphql.schema.DataFetchingEnvironment;
import java.util.List;
import java.util.Map;
import org.iskra.facts.Statement;
import org.jspecify.annotations.Nullable;

/**
 * The statement lists read with an entity in its field's round trip ({@link Fetch#nodeWithLists}), handed to the
 * entity's own list fields through graphql-java's local context: each list under the result key (the alias, else the
 * name) of the field that asked for it, so that field neither works out its key again nor goes through a loader.
 *
 * <p>The local context reaches every field beneath the entity's, so a list is taken only by a field directly beneath
 * the one that read it ({@code path}, its place in the result), not by a field of the same name further down (the same
 * person again among a congress's delegates, with other arguments).
 */
record ReadAhead(String path, Map<String, List<Statement>> listsByResultKey) {

    ReadAhead {
        listsByResultKey = Map.copyOf(listsByResultKey);
    }

    /** The lists read with the entity at the place of {@code env}'s field. */
    static ReadAhead at(DataFetchingEnvironment env, Map<String, List<Statement>> listsByResultKey) {
        return new ReadAhead(env.getExecutionStepInfo().getPath().toString(), listsByResultKey);
    }

    /** The list read ahead for the field being fetched, or null when none was. */
    static @Nullable List<Statement> of(DataFetchingEnvironment env) {
        ExecutionStepInfo parent = env.getExecutionStepInfo().getParent();
        return env.getLocalContext() instanceof ReadAhead ahead
                        && parent != null
                        && ahead.path.equals(parent.getPath().toString())
                ? ahead.listsByResultKey.get(env.getField().getResultKey())
                : null;
    }
}
