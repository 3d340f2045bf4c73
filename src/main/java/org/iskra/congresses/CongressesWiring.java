package org.iskra.congresses;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.schema.DataFetchingEnvironment;
import graphql.schema.idl.RuntimeWiring;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.iskra.events.Event;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementFilter;
import org.iskra.facts.StatementFilter.Direction;
import org.iskra.facts.StatementType;
import org.iskra.graphql.ApiLimits;
import org.iskra.graphql.FeatureWiring;
import org.iskra.graphql.Fetch;
import org.iskra.graphql.Stores;
import org.iskra.people.Person;

/** Root fields {@code congress} and {@code congresses}, and the fields of {@code Congress} and {@code Attendance}. */
public final class CongressesWiring implements FeatureWiring {
    private final Stores stores;
    private final ApiLimits limits;

    public CongressesWiring(Stores stores, ApiLimits limits) {
        this.stores = stores;
        this.limits = limits;
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher("congress", env -> Fetch.node(env, env.getArgument("id"), Congress.class))
                .dataFetcher("congresses", env -> stores.congresses().find(env.getArgument("kind"))));
        wiring.type(newTypeWiring("Congress")
                .dataFetcher("places", Fetch.statementsOf(StatementFilter.outgoing("HELD_IN")))
                .dataFetcher("delegates", this::delegates)
                .dataFetcher("events", Fetch.linked(StatementType.PART_OF, Direction.IN, Event.class))
                .dataFetcher("statements", Fetch.statementsField()));
        wiring.type(newTypeWiring("Attendance")
                .dataFetcher("person", env -> Fetch.node(env, ((Statement) env.getSource()).fromId(), Person.class))
                .dataFetcher("congress", env -> Fetch.node(env, ((Statement) env.getSource()).toId(), Congress.class))
                .dataFetcher("sources", Fetch.nodesOf(s -> ((Statement) s).sourceIds())));
    }

    private CompletableFuture<List<Statement>> delegates(DataFetchingEnvironment env) {
        StatementFilter filter = StatementFilter.incoming("ATTENDED").inGrouping(env.getArgument("grouping"));
        return Fetch.statements(env, ((Congress) env.getSource()).id(), filter, limits.maxFirst(), false);
    }
}
