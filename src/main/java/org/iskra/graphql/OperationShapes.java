package org.iskra.graphql;

import graphql.language.Document;
import graphql.language.Field;
import graphql.language.OperationDefinition;
import graphql.schema.DataFetchingEnvironment;
import graphql.schema.GraphQLNamedType;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * What a request works out from its operation rather than from its data (the properties it reads,
 * the lists a field reads ahead, whether a field selects a sub-field), kept for the next request of
 * the same shape: the same parsed document (the object {@link DocumentCache} hands out), operation
 * and variables. Working these out means graphql-java's selection-set analysis of the whole
 * operation, which costs a small request about a tenth of its time.
 *
 * <p>Only requests whose variables are a few short scalars, or short lists or input objects of
 * them, are kept (the common case), so that no request can make an entry large. Bounded: when full
 * it starts over, as {@link DocumentCache} does.
 */
final class OperationShapes {
    /** Key of the service's shapes in each request's GraphQL context. */
    static final String KEY = OperationShapes.class.getName();
    private static final int MAX_ITEMS = 16;
    private static final int MAX_STRING = 256;

    private final Map<Key, Object> entries = new ConcurrentHashMap<>();
    private final int capacity;

    OperationShapes(int capacity) {
        this.capacity = capacity;
    }

    /** Document and operation compare as the same objects (graphql-java's AST nodes do not define equality). */
    private record Key(Document document, OperationDefinition operation, Map<String, Object> variables, Object what) {}

    /**
     * Where a field is in the operation: the AST fields merged into it (a fragment's field can be
     * merged with others at one place and not at another) and the type it is selected on.
     */
    record Place(List<Field> fields, String parentType) {
        static Place of(DataFetchingEnvironment env) {
            return new Place(env.getMergedField().getFields(), ((GraphQLNamedType) env.getParentType()).getName());
        }
    }

    private record Selects(Place place, String path) {}

    /** {@code compute}'s value for {@code what} in this request's operation: kept from an earlier request of its shape, or worked out now. */
    @SuppressWarnings("unchecked")
    static <T> T get(DataFetchingEnvironment env, Object what, Supplier<T> compute) {
        OperationShapes shapes = env.getGraphQlContext().get(KEY);
        Map<String, Object> variables = env.getVariables();
        if (shapes == null || !small(variables, 1)) {
            return compute.get();
        }
        Key key = new Key(env.getDocument(), env.getOperationDefinition(), variables, what);
        Object value = shapes.entries.get(key);
        if (value == null) {
            value = compute.get();
            if (shapes.entries.size() >= shapes.capacity) {
                shapes.entries.clear();
            }
            shapes.entries.put(key, value);
        }
        return (T) value;
    }

    /** Whether the field being fetched selects {@code path} (as {@link graphql.schema.DataFetchingFieldSelectionSet#contains}). */
    static boolean selects(DataFetchingEnvironment env, String path) {
        return get(env, new Selects(Place.of(env), path), () -> env.getSelectionSet().contains(path));
    }

    private static boolean small(Object value, int depth) {
        return switch (value) {
            case null -> true;
            case String s -> s.length() <= MAX_STRING;
            case Map<?, ?> m -> depth >= 0 && m.size() <= MAX_ITEMS && m.values().stream().allMatch(v -> small(v, depth - 1));
            case Collection<?> c -> depth >= 0 && c.size() <= MAX_ITEMS && c.stream().allMatch(v -> small(v, depth - 1));
            default -> !value.getClass().isArray();
        };
    }
}
