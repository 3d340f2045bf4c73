package org.iskra.places;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.schema.idl.RuntimeWiring;
import org.iskra.graphql.FeatureWiring;
import org.iskra.graphql.Fetch;

/** Root field {@code place} and the fields of {@code Place}. */
public final class PlacesWiring implements FeatureWiring {
    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query").dataFetcher("place", env -> Fetch.node(env, env.getArgument("id"), Place.class)));
        wiring.type(newTypeWiring("Place").dataFetcher("statements", Fetch.statementsField()));
    }
}
