package org.iskra.graphql;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.schema.DataFetchingEnvironment;
import graphql.schema.idl.RuntimeWiring;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Place;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementType;
import org.iskra.places.Containment;
import org.iskra.reads.StatementFilter;
import org.jspecify.annotations.Nullable;

/** Root field {@code place} and the fields of {@code Place}. */
public final class PlacesWiring implements FeatureWiring {
    private static final StatementFilter PART_OF_OUT = StatementFilter.outgoing(StatementType.PART_OF);
    private static final StatementFilter PART_OF_IN = StatementFilter.incoming(StatementType.PART_OF);
    /** A city, its region, its country, an empire: deeper chains are a data error, not geography. */
    private static final int MAX_LEVELS = 6;

    private final Stores stores;
    private final ApiLimits limits;

    public PlacesWiring(Stores stores, ApiLimits limits) {
        this.stores = stores;
        this.limits = limits;
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher("place", env -> Fetch.node(env, env.getArgument("id"), Place.class))
                .dataFetcher(
                        "places",
                        env -> stores(env)
                                .places()
                                .find(
                                        env.getArgument("name"),
                                        env.getArgument("kind"),
                                        RootPages.of(env, limits.maxFirst()))));
        wiring.type(newTypeWiring("Place")
                .dataFetcher(
                        "partOf",
                        env -> Fetch.statements(env, place(env).id(), PART_OF_OUT)
                                .thenApply(read -> Fetch.handingDown(
                                        env, Containment.at(read.value(), env.getArgument("asOf")), read)))
                .dataFetcher(
                        "parts",
                        env -> Fetch.statements(env, place(env).id(), PART_OF_IN)
                                .thenCompose(read -> Fetch.nodes(
                                        env,
                                        Containment.at(read.value(), env.getArgument("asOf")).stream()
                                                .map(Statement::fromId)
                                                .distinct()
                                                .toList(),
                                        read.entities()))
                                .thenApply(list -> list.stream()
                                        .filter(Place.class::isInstance)
                                        .toList()))
                .dataFetcher("hierarchy", env -> hierarchy(env, place(env).id(), env.getArgument("asOf")))
                .dataFetcher("statements", Fetch.statementsField()));
    }

    /** Follows the containment valid at {@code asOf} upwards, one read per level, at most {@link #MAX_LEVELS}. */
    private CompletableFuture<List<Place>> hierarchy(
            DataFetchingEnvironment env, String placeId, @Nullable PartialDate asOf) {
        List<String> chain = new ArrayList<>();
        String current = placeId;
        while (chain.size() < MAX_LEVELS) {
            List<Statement> partOf = stores(env)
                    .statements()
                    .about(List.of(current), PART_OF_OUT)
                    .getOrDefault(current, List.of());
            String parent =
                    Containment.current(partOf, asOf).map(Statement::toId).orElse(null);
            if (parent == null || parent.equals(placeId) || chain.contains(parent)) {
                break;
            }
            chain.add(parent);
            current = parent;
        }
        return Fetch.nodes(env, chain)
                .thenApply(list -> list.stream()
                        .filter(Place.class::isInstance)
                        .map(Place.class::cast)
                        .toList());
    }

    private static Place place(DataFetchingEnvironment env) {
        return Fetch.source(env);
    }

    /** The stores of {@code env}'s request: over its read snapshot. */
    private Stores stores(DataFetchingEnvironment env) {
        return RequestContext.stores(env, stores);
    }
}
