package org.iskra.graphql;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.execution.DataFetcherResult;
import graphql.schema.DataFetchingEnvironment;
import graphql.schema.idl.RuntimeWiring;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.iskra.facts.DateRange;
import org.iskra.facts.Organization;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Person;
import org.iskra.facts.Publication;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementType;
import org.iskra.people.PersonStore;
import org.iskra.reads.StatementFilter;
import org.iskra.reads.StatementKey;
import org.jspecify.annotations.Nullable;

/** Root fields {@code person} and {@code people}, and the fields of {@code Person}. */
public final class PeopleWiring implements FeatureWiring {
    /** The kinds of organization a faction history is made of. */
    private static final Set<String> FACTION_KINDS = Set.of("FACTION", "GROUP", "TENDENCY");

    private final Stores stores;
    private final ApiLimits limits;
    /** Every type's list fields, read ahead by {@code person(id)} (Person's, and Congress's for its congresses). */
    private final ListFields listFields;
    /** The fields of Person that list its statements, read with the person by {@code person(id)}. */
    private final ListFields.OfType lists;

    PeopleWiring(Stores stores, ApiLimits limits, ListFields listFields) {
        this.stores = stores;
        this.limits = limits;
        this.listFields = listFields;
        this.lists = listFields.register(
                "Person",
                Map.of(
                        "memberships", this::memberships,
                        "works",
                                (id, field) -> field.key(
                                        id, StatementFilter.outgoing(StatementType.AUTHORED), limits.maxFirst(), true),
                        "congresses",
                                (id, field) -> field.key(
                                        id,
                                        StatementFilter.outgoing(StatementType.ATTENDED),
                                        limits.maxFirst(),
                                        false)),
                Map.of("congresses", new ListFields.OtherEnd("congress", "Congress")));
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher(
                        "person",
                        env -> Fetch.nodeWithLists(env, env.getArgument("id"), Person.class, listFields, "Person"))
                .dataFetcher(
                        "people",
                        env -> stores(env)
                                .people()
                                .find(
                                        new PersonStore.Filter(
                                                env.getArgument("name"),
                                                env.getArgument("memberOf"),
                                                env.getArgument("attended"),
                                                env.getArgument("authorOf"),
                                                new DateRange(
                                                        env.<PartialDate>getArgument("bornAfter"),
                                                        env.getArgument("bornBefore"),
                                                        null)),
                                        RootPages.of(env, limits.maxFirst()))));
        wiring.type(newTypeWiring("Person")
                .dataFetcher("birthPlace", Fetch.nodeOf(p -> ((Person) p).birthPlaceId()))
                .dataFetcher("deathPlace", Fetch.nodeOf(p -> ((Person) p).deathPlaceId()))
                .dataFetcher("memberships", env -> Fetch.list(env, lists.registered("memberships")))
                .dataFetcher("factionHistory", PeopleWiring::factionHistory)
                .dataFetcher(
                        "works",
                        env -> Fetch.linkedList(
                                env, lists.registered("works"), StatementFilter.Direction.OUT, Publication.class))
                .dataFetcher("congresses", env -> Fetch.list(env, lists.registered("congresses")))
                .dataFetcher("statements", Fetch.statementsField()));
    }

    private StatementKey memberships(@Nullable String personId, ListField field) {
        boolean retracted = Boolean.TRUE.equals(field.argument("includeRetracted"));
        StatementFilter filter = StatementFilter.of(StatementFilter.Direction.OUT, retracted, StatementType.MEMBER_OF)
                .towards(field.argument("of"));
        return field.key(personId, filter, limits.maxFirst(), false);
    }

    private static CompletableFuture<DataFetcherResult<List<Statement>>> factionHistory(DataFetchingEnvironment env) {
        return Fetch.statements(
                        env, ((Person) Fetch.source(env)).id(), StatementFilter.outgoing(StatementType.MEMBER_OF))
                .thenCompose(read -> {
                    List<Statement> memberships = read.value();
                    List<String> organizations =
                            memberships.stream().map(Statement::toId).distinct().toList();
                    return Fetch.nodes(env, organizations, read.entities()).thenApply(orgs -> {
                        Set<String> factions = orgs.stream()
                                .filter(o -> o instanceof Organization org && FACTION_KINDS.contains(org.kind()))
                                .map(o -> o.id())
                                .collect(Collectors.toSet());
                        List<Statement> kept = memberships.stream()
                                .filter(m -> factions.contains(m.toId()))
                                .toList();
                        return Fetch.handingDown(env, kept, read);
                    });
                });
    }

    /** The stores of {@code env}'s request: over its read snapshot. */
    private Stores stores(DataFetchingEnvironment env) {
        return RequestContext.stores(env, stores);
    }
}
