package org.iskra.events;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.schema.idl.RuntimeWiring;
import org.iskra.graphql.FeatureWiring;
import org.iskra.graphql.Fetch;

/** Root field {@code event} and the fields of {@code Event}. */
public final class EventsWiring implements FeatureWiring {
    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher("event", env -> Fetch.node(env, env.getArgument("id"), Event.class)));
        wiring.type(newTypeWiring("Event").dataFetcher("statements", Fetch.statementsField()));
    }
}
