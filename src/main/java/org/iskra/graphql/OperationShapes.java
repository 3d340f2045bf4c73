package org.iskra.graphql;

import graphql.language.Directive;
import graphql.language.Document;
import graphql.language.Field;
import graphql.language.FragmentDefinition;
import graphql.language.FragmentSpread;
import graphql.language.Node;
import graphql.language.OperationDefinition;
import graphql.language.VariableReference;
import graphql.schema.DataFetchingEnvironment;
import graphql.schema.GraphQLNamedType;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What a request works out from its operation rather than from its data (the properties it reads, the lists a field
 * reads ahead, whether a field selects a sub-field), kept for the next request of the same shape. Working these out
 * means graphql-java's selection-set analysis of the whole operation, which costs a small request about a tenth of its
 * time.
 *
 * <p>A shape is the parsed document (the object {@link DocumentCache} hands out), the operation, and the values of the
 * variables the kept value can depend on: for a value of the whole operation ({@link #forOperation}), those of its
 * directives ({@code @skip}, {@code @include}); for a value of one field's selection ({@link #at}), those used beneath
 * it. So {@code person(id: $id)} sent with a thousand ids is one shape, and {@code memberships(first: $n)} under it one
 * per {@code $n}. Which variables those are is worked out once per document and place.
 *
 * <p>Only shapes whose variables are small are kept, so that no request can make an entry large
 * ({@link BoundedCache#keyable}).
 */
final class OperationShapes {
    /** The scope of a value of the whole operation. */
    private static final Object OPERATION = new Object();

    private final BoundedCache<Object, Object> entries;

    OperationShapes(int capacity) {
        this.entries = new BoundedCache<>(capacity);
    }

    /** Document and operation compare as the same objects (graphql-java's AST nodes do not define equality). */
    private record Key(
            Document document,
            OperationDefinition operation,
            Object scope,
            Map<String, Object> variables,
            Object what) {}

    /** The names of the variables a scope's values depend on. */
    private record Names(Document document, OperationDefinition operation, Object scope) {}

    /**
     * Where a field is in the operation: the AST fields merged into it (a fragment's field can be merged with others at
     * one place and not at another) and the type it is selected on.
     */
    record Place(List<Field> fields, String parentType) {
        static Place of(DataFetchingEnvironment env) {
            return new Place(env.getMergedField().getFields(), ((GraphQLNamedType) env.getParentType()).getName());
        }
    }

    private record Selects(List<String> paths) {}

    /** {@code compute}'s value for {@code what}, which depends only on which fields the whole operation selects. */
    static <T> T forOperation(DataFetchingEnvironment env, Object what, Supplier<T> compute) {
        return get(env, OPERATION, what, compute);
    }

    /**
     * {@code compute}'s value for {@code what}, which depends only on the selection beneath the field being fetched, at
     * {@code place}.
     */
    static <T> T at(DataFetchingEnvironment env, Place place, Object what, Supplier<T> compute) {
        return get(env, place, what, compute);
    }

    /**
     * Whether the field being fetched selects {@code path} (as
     * {@link graphql.schema.DataFetchingFieldSelectionSet#contains}).
     */
    static boolean selects(DataFetchingEnvironment env, String path) {
        return selectsAny(env, path);
    }

    /** Whether the field being fetched selects any of {@code paths}. */
    static boolean selectsAny(DataFetchingEnvironment env, String... paths) {
        return at(
                env,
                Place.of(env),
                new Selects(List.of(paths)),
                () -> Arrays.stream(paths).anyMatch(env.getSelectionSet()::contains));
    }

    /** Entries kept (for tests). */
    int size() {
        return entries.size();
    }

    @SuppressWarnings("unchecked")
    private static <T> T get(DataFetchingEnvironment env, Object scope, Object what, Supplier<T> compute) {
        RequestContext request = RequestContext.of(env);
        if (request == null) {
            return compute.get();
        }
        OperationShapes shapes = request.shapes();
        Set<String> names = (Set<String>) shapes.entries.computeIfAbsent(
                new Names(env.getDocument(), env.getOperationDefinition(), scope), () -> variablesOf(env, scope));
        Map<String, Object> variables = names.isEmpty() ? Map.of() : new HashMap<>();
        for (String name : names) {
            variables.put(name, env.getVariables().get(name));
        }
        if (!BoundedCache.keyable(variables)) {
            return compute.get();
        }
        return (T) shapes.entries.computeIfAbsent(
                new Key(env.getDocument(), env.getOperationDefinition(), scope, variables, what), compute);
    }

    /**
     * The variables a scope uses: in the whole operation's directives, or anywhere beneath a place's fields (fragments
     * followed).
     */
    private static Set<String> variablesOf(DataFetchingEnvironment env, Object scope) {
        Set<String> names = new HashSet<>();
        Set<String> fragments = new HashSet<>();
        if (scope instanceof Place place) {
            for (Field field : place.fields()) {
                if (field.getSelectionSet() != null) {
                    collect(field.getSelectionSet(), env.getFragmentsByName(), false, names, fragments);
                }
            }
        } else {
            collect(env.getOperationDefinition(), env.getFragmentsByName(), true, names, fragments);
        }
        return Set.copyOf(names);
    }

    private static void collect(
            Node<?> node,
            Map<String, FragmentDefinition> fragmentsByName,
            boolean directivesOnly,
            Set<String> names,
            Set<String> fragments) {
        if (node instanceof VariableReference variable && !directivesOnly) {
            names.add(variable.getName());
        }
        if (node instanceof FragmentSpread spread
                && fragments.add(spread.getName())
                && fragmentsByName.containsKey(spread.getName())) {
            collect(fragmentsByName.get(spread.getName()), fragmentsByName, directivesOnly, names, fragments);
        }
        boolean inDirective = node instanceof Directive;
        for (Node<?> child : node.getChildren()) {
            collect(child, fragmentsByName, directivesOnly && !inDirective, names, fragments);
        }
    }
}
