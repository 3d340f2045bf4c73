package org.iskra.graphql;

import graphql.analysis.QueryTraverser;
import graphql.analysis.QueryVisitorFieldEnvironment;
import graphql.analysis.QueryVisitorStub;
import graphql.execution.CoercedVariables;
import graphql.schema.DataFetchingEnvironment;
import graphql.schema.GraphQLFieldsContainer;
import graphql.schema.GraphQLInterfaceType;
import graphql.schema.GraphQLObjectType;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Field;
import org.iskra.facts.Fields;
import org.iskra.reads.Projection;
import org.jspecify.annotations.Nullable;

/**
 * The properties a request reads of each kind of entity, from every field its operation selects (fragments included),
 * so that a read returns those instead of whole nodes ({@link Projection}). An entity read once serves more than the
 * field that read it (the request's entity loader serves every field, and the entities read with a list every field
 * beneath it, {@link Held}), so a projection covers the whole operation, not one field: any field of a type, wherever
 * selected, is read for every entity of that kind. A stored field reads its property; a statement list of
 * {@link ListFields} reads only the entity's id, even where a stored property shares its name
 * ({@code Congress.delegates}, a list, beside the stored count the schema calls {@code delegateCount}). A kind is read
 * whole as soon as one of its selected fields is neither (a computed field, another list) or is asked for through an
 * interface.
 */
final class Projections {

    /**
     * A request's projection for its batch loaders, which read entities outside any field: whole until a field first
     * reaches a loader ({@link Loaders}), which works it out.
     */
    static final class ForLoaders implements Supplier<Projection> {
        private volatile @Nullable Projection projection;

        void set(Projection projection) {
            this.projection = projection;
        }

        @Override
        public Projection get() {
            Projection p = projection;
            return p == null ? Projection.WHOLE : p;
        }
    }

    /**
     * Fields whose resolvers read other properties than the stored field of their name: a source's {@code name} is its
     * title; {@code factionHistory} keeps the memberships of organizations of a faction kind, whether or not their kind
     * is selected.
     */
    private static final Map<String, Map<EntityKind, Set<String>>> READS = Map.of(
            "Source.name", Map.of(EntityKind.SOURCE, Set.of(Field.TITLE.key())),
            "Person.factionHistory", Map.of(EntityKind.ORGANIZATION, Set.of(Field.KIND.key())));

    private Projections() {}

    /** The projection of the operation being executed, worked out once per shape of operation ({@link ReadPlan}). */
    static Projection of(DataFetchingEnvironment env, ListFields lists) {
        Supplier<Projection> compute = () -> ReadPlan.of(env).projection.get(() -> projectionOf(env, lists));
        RequestContext request = RequestContext.of(env);
        return request == null ? compute.get() : request.projection(compute);
    }

    /**
     * Works out the request's projection for its batch loaders ({@link ForLoaders}) if no field has yet. Called for
     * every field that reaches a loader, so it costs one lookup once the loaders have it; a request run without a
     * {@link Held} in its context keeps them reading whole entities.
     */
    static void ensure(DataFetchingEnvironment env) {
        RequestContext request = RequestContext.of(env);
        if (request != null && !request.projectionKnown()) {
            of(env, request.lists());
        }
    }

    private static Projection projectionOf(DataFetchingEnvironment env, ListFields lists) {
        Map<EntityKind, Set<String>> read = new EnumMap<>(EntityKind.class);
        Set<EntityKind> whole = EnumSet.noneOf(EntityKind.class);
        QueryTraverser.newQueryTraverser()
                .schema(env.getGraphQLSchema())
                .document(env.getDocument())
                .operationName(env.getOperationDefinition().getName())
                .coercedVariables(
                        CoercedVariables.of(env.getVariables())) // already coerced: a PartialDate, not its string
                .build()
                .visitPreOrder(new QueryVisitorStub() {
                    @Override
                    public void visitField(QueryVisitorFieldEnvironment field) {
                        if (!field.isTypeNameIntrospectionField()) {
                            select(
                                    field.getFieldsContainer(),
                                    field.getFieldDefinition().getName(),
                                    lists,
                                    read,
                                    whole);
                        }
                    }
                });
        whole.forEach(read::remove);
        return Projection.of(read);
    }

    private static void select(
            GraphQLFieldsContainer type,
            String field,
            ListFields lists,
            Map<EntityKind, Set<String>> read,
            Set<EntityKind> whole) {
        Map<EntityKind, Set<String>> reads = READS.get(type.getName() + "." + field);
        if (reads != null) {
            reads.forEach((kind, keys) ->
                    read.computeIfAbsent(kind, k -> new TreeSet<>()).addAll(keys));
            if (EntityKind.byLabel(type.getName()).filter(reads::containsKey).isPresent()) {
                return; // what the field reads of its own entity is all it reads
            }
        }
        if (type instanceof GraphQLInterfaceType) {
            if (!field.equals(Field.ID.key())) {
                whole.addAll(List.of(EntityKind.values())); // which kinds it reaches is not worth working out
            }
            return;
        }
        if (type instanceof GraphQLObjectType) {
            EntityKind.byLabel(type.getName()).ifPresent(kind -> {
                Set<String> keys = read.computeIfAbsent(kind, k -> new TreeSet<>());
                if (lists.of(type.getName()).key(field) != null) {
                    return; // a statement list reads the id alone, even where a stored property shares its name
                }
                if (Fields.of(kind).keys().contains(field)) {
                    keys.add(field);
                } else {
                    whole.add(kind);
                }
            });
        }
    }
}
