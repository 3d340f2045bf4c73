package org.iskra.graphql;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.execution.DataFetcherResult;
import graphql.schema.DataFetcher;
import graphql.schema.DataFetchingEnvironment;
import graphql.schema.idl.RuntimeWiring;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.iskra.congresses.GroupingStrength;
import org.iskra.congresses.Roster;
import org.iskra.facts.Certainty;
import org.iskra.facts.Congress;
import org.iskra.facts.Entity;
import org.iskra.facts.Event;
import org.iskra.facts.Motion;
import org.iskra.facts.Organization;
import org.iskra.facts.Person;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementType;
import org.iskra.reads.StatementFilter;
import org.iskra.reads.StatementFilter.Direction;
import org.iskra.reads.StatementKey;
import org.jspecify.annotations.Nullable;

/**
 * Root fields {@code congress}, {@code congresses} and {@code motion}, and the fields of {@code Congress} and of the
 * statement views that belong to congresses: {@code Attendance}, {@code Mandate}, {@code CongressOffice},
 * {@code Motion}, {@code Tally} and {@code Vote}.
 */
public final class CongressesWiring implements FeatureWiring {
    private static final List<String> MANDATES = StatementType.namesOf(StatementType.REPRESENTED);
    private static final StatementFilter ABSENCES = StatementFilter.of(
            Direction.IN, false, StatementType.ABSENT_FROM, StatementType.WALKED_OUT, StatementType.DECLINED);

    private final Stores stores;
    private final ApiLimits limits;
    /** Every type's list fields, read ahead by {@code congress(id)} (Congress's, and Person's for its delegates). */
    private final ListFields listFields;
    /** The fields of Congress that list its statements, read with the congress by {@code congress(id)}. */
    private final ListFields.OfType lists;

    CongressesWiring(Stores stores, ApiLimits limits, ListFields listFields) {
        this.stores = stores;
        this.limits = limits;
        this.listFields = listFields;
        this.lists = listFields.register(
                "Congress",
                Map.of(
                        "delegates", this::delegates,
                        "places",
                                (id, field) -> field.projected(
                                        new StatementKey(id, StatementFilter.outgoing(StatementType.HELD_IN))),
                        "officers",
                                (id, field) -> field.projected(
                                        new StatementKey(id, StatementFilter.incoming(StatementType.HELD_OFFICE)))),
                Map.of("delegates", new ListFields.OtherEnd("person", "Person")));
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher(
                        "congress",
                        env -> Fetch.nodeWithLists(env, env.getArgument("id"), Congress.class, listFields, "Congress"))
                .dataFetcher("motion", env -> Fetch.node(env, env.getArgument("id"), Motion.class))
                .dataFetcher(
                        "congresses",
                        env -> stores(env)
                                .congresses()
                                .find(
                                        env.getArgument("kind"),
                                        env.getArgument("from"),
                                        env.getArgument("to"),
                                        RootPages.of(env, limits.maxFirst()))));
        wiring.type(newTypeWiring("Congress")
                .dataFetcher("places", env -> Fetch.list(env, lists.registered("places")))
                .dataFetcher("delegates", env -> Fetch.list(env, lists.registered("delegates")))
                .dataFetcher("mandates", this::mandates)
                .dataFetcher("officers", env -> Fetch.list(env, lists.registered("officers")))
                .dataFetcher("motions", Fetch.linked(StatementType.PART_OF, Direction.IN, Motion.class))
                .dataFetcher(
                        "decisions",
                        env -> stores(env)
                                .statements()
                                .inContext(
                                        congress(env).id(),
                                        env.getArgument("types"),
                                        null,
                                        Boolean.TRUE.equals(env.getArgument("includeRetracted")),
                                        Fetch.page(env, limits.maxFirst())))
                .dataFetcher("absences", this::absences)
                .dataFetcher(
                        "roster",
                        env -> Loaders.rosters(env)
                                .load(congress(env).id())
                                .thenApply(r -> Roster.of(congress(env), r)))
                .dataFetcher("events", Fetch.linked(StatementType.PART_OF, Direction.IN, Event.class))
                .dataFetcher(
                        "strengths",
                        env -> stores(env).congresses().strengths(congress(env).id()))
                .dataFetcher(
                        "consequences",
                        env -> stores(env)
                                .statements()
                                .occasionedBy(congress(env).id()))
                .dataFetcher("statements", Fetch.statementsField()));
        wiring.type(newTypeWiring("GroupingStrength")
                .dataFetcher(
                        "grouping",
                        env -> Fetch.node(
                                env, ((GroupingStrength) Fetch.source(env)).groupingId(), Organization.class)));
        wiring.type(newTypeWiring("Attendance")
                .dataFetcher("person", from(Person.class))
                .dataFetcher("congress", to(Congress.class))
                .dataFetcher("grouping", grouping())
                .dataFetcher("mandates", this::mandatesOfAttendance)
                .dataFetcher("sources", sources()));
        wiring.type(newTypeWiring("Mandate")
                .dataFetcher("person", from(Person.class))
                .dataFetcher("organization", to(Organization.class))
                .dataFetcher("congress", env -> Fetch.node(env, statement(env).contextId(), Congress.class))
                .dataFetcher("sources", sources()));
        wiring.type(newTypeWiring("CongressOffice")
                .dataFetcher("person", from(Person.class))
                .dataFetcher("congress", to(Congress.class))
                .dataFetcher("sources", sources()));
        wiring.type(newTypeWiring("Motion")
                .dataFetcher(
                        "congress",
                        env -> Fetch.first(Fetch.linked(StatementType.PART_OF, Direction.OUT, Congress.class)
                                .get(env)))
                .dataFetcher("proposedBy", Fetch.statementsOf(StatementFilter.incoming(StatementType.PROPOSED)))
                .dataFetcher("decisions", Fetch.statementsOf(StatementFilter.incoming(StatementType.DECIDED)))
                .dataFetcher(
                        "result",
                        env -> Fetch.statements(env, motion(env).id(), StatementFilter.incoming(StatementType.DECIDED))
                                .thenApply(read -> Fetch.handingDown(env, undisputedResult(read.value()), read)))
                .dataFetcher("votes", this::votes)
                .dataFetcher("concerns", Fetch.linked(StatementType.CONCERNS, Direction.OUT, Entity.class))
                .dataFetcher(
                        "consequences",
                        env -> stores(env).statements().occasionedBy(motion(env).id()))
                .dataFetcher("statements", Fetch.statementsField()));
        wiring.type(newTypeWiring("Tally")
                .dataFetcher("congress", from(Congress.class))
                .dataFetcher("motion", to(Motion.class))
                .dataFetcher("sources", sources()));
        wiring.type(newTypeWiring("Vote")
                .dataFetcher("voter", env -> Fetch.node(env, statement(env).fromId(), Entity.class))
                .dataFetcher("motion", to(Motion.class))
                .dataFetcher("choice", env -> {
                    String choice = statement(env).choice();
                    return choice == null ? null : choice.toUpperCase(Locale.ROOT);
                })
                .dataFetcher("grouping", grouping())
                .dataFetcher("sources", sources()));
    }

    /**
     * Refusals, absences and walk-outs aimed at the congress itself, and those whose context it is (a refused election
     * there).
     */
    private CompletableFuture<DataFetcherResult<List<Statement>>> absences(DataFetchingEnvironment env) {
        String id = congress(env).id();
        CompletableFuture<List<Statement>> inContext =
                Loaders.inContext(env).load(new ContextKey(id, ABSENCES.types()));
        return Fetch.statements(env, id, ABSENCES).thenCombine(inContext, (aimed, made) -> {
            Map<String, Statement> all = new LinkedHashMap<>();
            aimed.value().forEach(s -> all.put(s.id(), s));
            made.forEach(s -> all.putIfAbsent(s.id(), s));
            return Fetch.handingDown(env, List.copyOf(all.values()), aimed);
        });
    }

    /** The one decision on a motion when it is not disputed; null when there is none or the sources disagree. */
    static @Nullable Statement undisputedResult(List<Statement> decisions) {
        List<Statement> attested = decisions.stream()
                .filter(s -> s.certainty() != Certainty.DISPUTED)
                .toList();
        return attested.size() == 1 && attested.size() == decisions.size() ? attested.getFirst() : null;
    }

    private StatementKey delegates(@Nullable String congressId, ListField field) {
        StatementFilter filter = StatementFilter.incoming(StatementType.ATTENDED)
                .having("grouping", field.argument("grouping"))
                .having("role", field.argument("role"));
        return field.key(congressId, filter, limits.maxFirst(), false);
    }

    /**
     * The mandates held at a congress: REPRESENTED statements whose context it is, paged by {@code first} and
     * {@code after} (an id).
     */
    private CompletableFuture<List<Statement>> mandates(DataFetchingEnvironment env) {
        Integer first = Fetch.first(env, limits.maxFirst());
        String after = env.getArgument("after");
        return Loaders.inContext(env)
                .load(new ContextKey(congress(env).id(), MANDATES))
                .thenApply(all -> {
                    int start = 0;
                    if (after != null) {
                        start = all.size();
                        for (int i = 0; i < all.size(); i++) {
                            if (all.get(i).id().equals(after)) {
                                start = i + 1;
                            }
                        }
                    }
                    return all.subList(start, first == null ? all.size() : Math.min(all.size(), start + first));
                });
    }

    private CompletableFuture<DataFetcherResult<List<Statement>>> votes(DataFetchingEnvironment env) {
        String choice = env.getArgument("choice");
        StatementFilter filter = StatementFilter.incoming(StatementType.VOTED)
                .having("choice", choice == null ? null : choice.toLowerCase(Locale.ROOT));
        return Fetch.listedStatements(env, motion(env).id(), filter, limits.maxFirst(), false);
    }

    /** The delegate's mandates at the attendance's congress: their REPRESENTED statements with that context. */
    private CompletableFuture<DataFetcherResult<List<Statement>>> mandatesOfAttendance(DataFetchingEnvironment env) {
        Statement attendance = statement(env);
        return Fetch.statements(env, attendance.fromId(), StatementFilter.outgoing(StatementType.REPRESENTED))
                .thenApply(read -> Fetch.handingDown(
                        env,
                        read.value().stream()
                                .filter(s -> attendance.toId().equals(s.contextId()))
                                .toList(),
                        read));
    }

    private static Congress congress(DataFetchingEnvironment env) {
        return Fetch.source(env);
    }

    private static Motion motion(DataFetchingEnvironment env) {
        return Fetch.source(env);
    }

    private static Statement statement(DataFetchingEnvironment env) {
        return Fetch.source(env);
    }

    private static DataFetcher<Object> from(Class<?> type) {
        return env -> Fetch.node(env, statement(env).fromId(), type);
    }

    private static DataFetcher<Object> to(Class<?> type) {
        return env -> Fetch.node(env, statement(env).toId(), type);
    }

    private static DataFetcher<Object> grouping() {
        return env -> Fetch.node(env, statement(env).grouping(), Organization.class);
    }

    private static DataFetcher<Object> sources() {
        return Fetch.nodesOf(s -> ((Statement) s).sourceIds());
    }

    /** The stores of {@code env}'s request: over its read snapshot. */
    private Stores stores(DataFetchingEnvironment env) {
        return RequestContext.stores(env, stores);
    }
}
