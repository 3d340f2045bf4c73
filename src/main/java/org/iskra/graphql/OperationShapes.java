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
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The plans of the shapes of operation requests send ({@link ReadPlan}, {@link FieldPlan}): what a request works out
 * from its operation rather than from its data (the properties it reads, the lists a field reads ahead, whether a field
 * selects a sub-field), kept for the next request of the same shape. Working these out means graphql-java's
 * selection-set analysis of the whole operation, which costs a small request about a tenth of its time.
 *
 * <p>A shape is the parsed document (the object {@link DocumentCache} hands out), the operation, and the values of the
 * variables its plan can depend on: for the plan of the whole operation ({@link #operation}), those of its directives
 * ({@code @skip}, {@code @include}); for the plan of one field ({@link #field}), those used beneath it. So
 * {@code person(id: $id)} sent with a thousand ids is one shape, and {@code memberships(first: $n)} under it one per
 * {@code $n}. Which variables those are is worked out once per document and place.
 *
 * <p>Only shapes whose variables are small are kept, so that no request can make an entry large
 * ({@link BoundedCache#keyable}); a request of another shape, or run outside {@link GraphQLService} (a unit test), gets
 * a plan of its own.
 */
final class OperationShapes {
    /** The scope of the plan of the whole operation. */
    private static final Object OPERATION = new Object();

    private final BoundedCache<Object, Object> entries;

    OperationShapes(int capacity) {
        this.entries = new BoundedCache<>(capacity);
    }

    /** Document and operation compare as the same objects (graphql-java's AST nodes do not define equality). */
    private record Key(Document document, OperationDefinition operation, Object scope, Map<String, Object> variables) {}

    /** The names of the variables a scope's plan depends on. */
    private record Names(Document document, OperationDefinition operation, Object scope) {}

    /**
     * Where a field is in the operation: the AST fields merged into it (a fragment's field can be merged with others at
     * one place and not at another) and the type it is selected on.
     */
    private record Place(List<Field> fields, String parentType) {
        static Place of(DataFetchingEnvironment env) {
            return new Place(env.getMergedField().getFields(), ((GraphQLNamedType) env.getParentType()).getName());
        }
    }

    /** The plan of the operation being executed. */
    static ReadPlan operation(DataFetchingEnvironment env) {
        return plan(env, OPERATION, ReadPlan.class, ReadPlan::new);
    }

    /** The plan of the field being fetched, at its place in the operation. */
    static FieldPlan field(DataFetchingEnvironment env) {
        return plan(env, Place.of(env), FieldPlan.class, FieldPlan::new);
    }

    /** Entries kept (for tests). */
    int size() {
        return entries.size();
    }

    @SuppressWarnings("unchecked")
    private static <T> T plan(DataFetchingEnvironment env, Object scope, Class<T> type, Supplier<T> fresh) {
        RequestContext request = RequestContext.of(env);
        if (request == null) {
            return fresh.get();
        }
        OperationShapes shapes = request.shapes();
        Set<String> names = (Set<String>) shapes.entries.computeIfAbsent(
                new Names(env.getDocument(), env.getOperationDefinition(), scope), () -> variablesOf(env, scope));
        Map<String, Object> variables = names.isEmpty() ? Map.of() : new HashMap<>();
        for (String name : names) {
            variables.put(name, env.getVariables().get(name));
        }
        if (!BoundedCache.keyable(variables)) {
            return fresh.get();
        }
        return type.cast(shapes.entries.computeIfAbsent(
                new Key(env.getDocument(), env.getOperationDefinition(), scope, variables), fresh::get));
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
