package org.iskra.places;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.schema.idl.RuntimeWiring;
import org.iskra.graphql.FeatureWiring;
import org.iskra.graphql.ApiLimits;
import org.iskra.graphql.Fetch;
import org.iskra.store.Graph;

/** Root field {@code place} and the fields of {@code Place}. */
public final class PlacesWiring implements FeatureWiring {
    private final PlaceStore places;
    private final ApiLimits limits;

    public PlacesWiring(Graph graph, ApiLimits limits) {
        this.places = new PlaceStore(graph);
        this.limits = limits;
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher("place", env -> Fetch.node(env, env.getArgument("id"), Place.class))
                .dataFetcher("places", env -> places.find(env.getArgument("name"), env.getArgument("kind"), Fetch.page(env, limits.maxFirst()))));
        wiring.type(newTypeWiring("Place").dataFetcher("statements", Fetch.statementsField()));
    }
}
