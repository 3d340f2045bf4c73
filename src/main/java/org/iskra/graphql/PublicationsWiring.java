package org.iskra.graphql;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.schema.DataFetchingEnvironment;
import graphql.schema.idl.RuntimeWiring;
import org.iskra.facts.DateRange;
import org.iskra.facts.Organization;
import org.iskra.facts.Person;
import org.iskra.facts.Place;
import org.iskra.facts.Publication;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementType;
import org.iskra.reads.StatementFilter;
import org.iskra.reads.StatementFilter.Direction;

/** Root fields {@code publication} and {@code publications}, and the fields of {@code Publication}. */
public final class PublicationsWiring implements FeatureWiring {
    private final Stores stores;
    private final ApiLimits limits;

    public PublicationsWiring(Stores stores, ApiLimits limits) {
        this.stores = stores;
        this.limits = limits;
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher("publication", env -> Fetch.node(env, env.getArgument("id"), Publication.class))
                .dataFetcher(
                        "publications",
                        env -> stores(env)
                                .publications()
                                .find(
                                        env.getArgument("name"),
                                        env.getArgument("kind"),
                                        env.getArgument("authoredBy"),
                                        new DateRange(
                                                env.getArgument("publishedAfter"),
                                                env.getArgument("publishedBefore"),
                                                null),
                                        RootPages.of(env, limits.maxFirst()))));
        wiring.type(newTypeWiring("Publication")
                .dataFetcher("authors", Fetch.linked(StatementType.AUTHORED, Direction.IN, Person.class))
                .dataFetcher("editors", Fetch.statementsOf(StatementFilter.incoming(StatementType.EDITED)))
                .dataFetcher("publishedBy", Fetch.linked(StatementType.PUBLISHED_BY, Direction.OUT, Organization.class))
                .dataFetcher("printedIn", Fetch.linked(StatementType.PRINTED_IN, Direction.OUT, Place.class))
                .dataFetcher("appearedIn", Fetch.statementsOf(StatementFilter.outgoing(StatementType.APPEARED_IN)))
                .dataFetcher(
                        "articles",
                        env -> Fetch.listedStatements(
                                env,
                                ((Publication) Fetch.source(env)).id(),
                                StatementFilter.incoming(StatementType.APPEARED_IN),
                                limits.maxFirst(),
                                false))
                .dataFetcher("statements", Fetch.statementsField()));
        wiring.type(newTypeWiring("Appearance")
                .dataFetcher(
                        "article", env -> Fetch.node(env, ((Statement) Fetch.source(env)).fromId(), Publication.class))
                .dataFetcher(
                        "periodical", env -> Fetch.node(env, ((Statement) Fetch.source(env)).toId(), Publication.class))
                .dataFetcher("sources", Fetch.nodesOf(s -> ((Statement) s).sourceIds())));
    }

    /** The stores of {@code env}'s request: over its read snapshot. */
    private Stores stores(DataFetchingEnvironment env) {
        return RequestContext.stores(env, stores);
    }
}
