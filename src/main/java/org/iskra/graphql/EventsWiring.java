package org.iskra.graphql;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.schema.DataFetchingEnvironment;
import graphql.schema.idl.RuntimeWiring;
import org.iskra.facts.Entity;
import org.iskra.facts.Event;
import org.iskra.facts.StatementType;
import org.iskra.reads.StatementFilter.Direction;

/** Root field {@code event} and the fields of {@code Event}. */
public final class EventsWiring implements FeatureWiring {
    private final Stores stores;
    private final ApiLimits limits;

    public EventsWiring(Stores stores, ApiLimits limits) {
        this.stores = stores;
        this.limits = limits;
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher("event", env -> Fetch.node(env, env.getArgument("id"), Event.class))
                .dataFetcher(
                        "events",
                        env -> stores(env)
                                .events()
                                .find(
                                        env.getArgument("kind"),
                                        env.getArgument("from"),
                                        env.getArgument("to"),
                                        RootPages.of(env, limits.maxFirst()))));
        wiring.type(newTypeWiring("Event")
                .dataFetcher("statements", Fetch.statementsField())
                .dataFetcher("causes", Fetch.linked(StatementType.CAUSED_BY, Direction.OUT, Entity.class))
                .dataFetcher(
                        "consequences",
                        env -> stores(env).statements().occasionedBy(((Event) Fetch.source(env)).id())));
    }

    /** The stores of {@code env}'s request: over its read snapshot. */
    private Stores stores(DataFetchingEnvironment env) {
        return RequestContext.stores(env, stores);
    }
}
