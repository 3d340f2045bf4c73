package org.iskra.graphql;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.schema.DataFetchingEnvironment;
import graphql.schema.GraphQLObjectType;
import graphql.schema.TypeResolver;
import graphql.schema.idl.RuntimeWiring;
import java.util.List;
import java.util.Objects;
import org.iskra.facts.Entity;
import org.iskra.facts.Source;
import org.iskra.facts.Statement;

/** The {@code Node} interface, sources, statements and counts: what every feature shares. */
public final class FactsWiring implements FeatureWiring {
    /** Every type that implements {@code Node}; each gets a {@code sources} fetcher. */
    static final List<String> NODE_TYPES =
            List.of("Source", "Person", "Organization", "Publication", "Congress", "Split", "Event", "Place", "Motion");

    private final Stores stores;
    private final ApiLimits limits;

    public FactsWiring(Stores stores, ApiLimits limits) {
        this.stores = stores;
        this.limits = limits;
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher("node", env -> Fetch.node(env, env.getArgument("id")))
                .dataFetcher("source", env -> Fetch.node(env, env.getArgument("id"), Source.class))
                .dataFetcher(
                        "statements",
                        env -> env.getArgument("context") != null
                                ? stores(env)
                                        .statements()
                                        .inContext(
                                                env.getArgument("context"),
                                                env.getArgument("types"),
                                                env.getArgument("about"),
                                                Boolean.TRUE.equals(env.getArgument("includeRetracted")),
                                                Fetch.page(env, limits.maxFirst()))
                                : stores(env)
                                        .statements()
                                        .page(
                                                env.getArgument("types"),
                                                env.getArgument("about"),
                                                Boolean.TRUE.equals(env.getArgument("includeRetracted")),
                                                Fetch.page(env, limits.maxFirst())))
                .dataFetcher("stats", env -> stores(env).stats().stats()));
        wiring.type(newTypeWiring("Node").typeResolver(nodeTypeResolver()));
        for (String type : NODE_TYPES) {
            wiring.type(newTypeWiring(type).dataFetcher("sources", Fetch.nodesOf(e -> ((Entity) e).sourceIds())));
        }
        wiring.type(newTypeWiring("Statement")
                .dataFetcher("from", Fetch.nodeOf(s -> ((Statement) s).fromId()))
                .dataFetcher("to", Fetch.nodeOf(s -> ((Statement) s).toId()))
                .dataFetcher("context", Fetch.nodeOf(s -> ((Statement) s).contextId()))
                .dataFetcher("cause", Fetch.nodeOf(s -> ((Statement) s).causeId()))
                .dataFetcher("grouping", Fetch.nodeOf(s -> ((Statement) s).grouping()))
                .dataFetcher("began", Fetch::beganOf)
                .dataFetcher("ended", Fetch::endedOf)
                .dataFetcher("sources", Fetch.nodesOf(s -> ((Statement) s).sourceIds())));
    }

    /** Resolves a record to its GraphQL type: the record's class name is the type name. */
    static TypeResolver nodeTypeResolver() {
        return env -> {
            Object o = Objects.requireNonNull(env.getObject(), "a type is resolved for a value, never for null");
            GraphQLObjectType type = env.getSchema().getObjectType(o.getClass().getSimpleName());
            if (type == null) {
                throw new IllegalStateException(
                        "No GraphQL type for " + o.getClass().getName());
            }
            return type;
        };
    }

    /** The stores of {@code env}'s request: over its read snapshot. */
    private Stores stores(DataFetchingEnvironment env) {
        return RequestContext.stores(env, stores);
    }
}
