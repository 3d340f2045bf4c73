package org.iskra.graphql;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.execution.DataFetcherResult;
import graphql.schema.DataFetchingEnvironment;
import graphql.schema.idl.RuntimeWiring;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import org.iskra.core.IskraException;
import org.iskra.core.Ranges;
import org.iskra.facts.Congress;
import org.iskra.facts.Entity;
import org.iskra.facts.Organization;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Person;
import org.iskra.research.AsOf;
import org.iskra.research.Bounds;
import org.iskra.research.CoAttendance;
import org.iskra.research.CoMembership;
import org.iskra.research.FactionYear;
import org.iskra.research.GraphPath;
import org.iskra.research.PathStep;
import org.iskra.research.ResearchStores;
import org.iskra.research.SearchHit;
import org.iskra.research.SearchQuery;
import org.iskra.research.Subgraph;
import org.iskra.research.TimelineEntry;

/**
 * The researchers' tools: root fields {@code search}, {@code connections}, {@code neighbourhood}, {@code timeline},
 * {@code coMembers}, {@code coAttendees} and {@code factionCounts}, and the fields of their result types. Entities are
 * resolved through the batch loaders.
 */
public final class ResearchWiring implements FeatureWiring {

    private final Stores stores;
    private final ApiLimits limits;

    public ResearchWiring(Stores stores, ApiLimits limits) {
        this.stores = stores;
        this.limits = limits;
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher("search", this::search)
                .dataFetcher("connections", this::connections)
                .dataFetcher("neighbourhood", this::neighbourhood)
                .dataFetcher("timeline", this::timeline)
                .dataFetcher("coMembers", this::coMembers)
                .dataFetcher("coAttendees", this::coAttendees)
                .dataFetcher("factionCounts", this::factionCounts));
        wiring.type(newTypeWiring("SearchHit").dataFetcher("node", Fetch.nodeOf(h -> ((SearchHit) h).nodeId())));
        wiring.type(newTypeWiring("Path").dataFetcher("nodes", Fetch.nodesOf(p -> ((GraphPath) p).nodeIds())));
        wiring.type(newTypeWiring("PathStep")
                .dataFetcher("from", Fetch.nodeOf(s -> ((PathStep) s).fromId()))
                .dataFetcher("to", Fetch.nodeOf(s -> ((PathStep) s).toId()))
                .dataFetcher(
                        "sources", Fetch.nodesOf(s -> ((PathStep) s).statement().sourceIds())));
        wiring.type(newTypeWiring("Subgraph").dataFetcher("nodes", Fetch.nodesOf(g -> ((Subgraph) g).nodeIds())));
        wiring.type(newTypeWiring("TimelineEntry")
                .dataFetcher("subject", Fetch.nodeOf(e -> ((TimelineEntry) e).subjectId()))
                .dataFetcher("object", Fetch.nodeOf(e -> ((TimelineEntry) e).objectId()))
                .dataFetcher("sources", Fetch.nodesOf(e -> ((TimelineEntry) e).sourceIds())));
        wiring.type(newTypeWiring("CoMembership")
                .dataFetcher(
                        "person", env -> Fetch.node(env, ((CoMembership) Fetch.source(env)).personId(), Person.class))
                .dataFetcher(
                        "organization",
                        env -> Fetch.node(
                                env, ((CoMembership) Fetch.source(env)).organizationId(), Organization.class)));
        wiring.type(newTypeWiring("CoAttendance")
                .dataFetcher(
                        "person", env -> Fetch.node(env, ((CoAttendance) Fetch.source(env)).personId(), Person.class))
                .dataFetcher(
                        "congress",
                        env -> Fetch.node(env, ((CoAttendance) Fetch.source(env)).congressId(), Congress.class)));
        wiring.type(newTypeWiring("FactionYear")
                .dataFetcher(
                        "faction",
                        env -> Fetch.node(env, ((FactionYear) Fetch.source(env)).factionId(), Organization.class)));
    }

    private DataFetcherResult<List<SearchHit>> search(DataFetchingEnvironment env) {
        SearchQuery query = SearchQuery.of(Fetch.required(env, "text"));
        int first = Ranges.check(
                "first",
                env.getArgument("first"),
                10,
                1,
                Bounds.MAX_SEARCH_HITS,
                "search for more precise words instead");
        List<String> types = env.getArgument("types");
        if (types != null) {
            types.forEach(Lookups::checkTypeName);
        }
        List<SearchHit> hits = research(env).search().search(query, types, first);
        return Fetch.handingDown(
                env,
                hits,
                hits.stream().map(SearchHit::entity).filter(Objects::nonNull).toList());
    }

    private CompletableFuture<DataFetcherResult<List<GraphPath>>> connections(DataFetchingEnvironment env) {
        String from = Fetch.required(env, "from");
        String to = Fetch.required(env, "to");
        int maxHops = Ranges.check(
                "maxHops",
                env.getArgument("maxHops"),
                4,
                1,
                Bounds.MAX_HOPS,
                "paths longer than " + Bounds.MAX_HOPS + " statements link almost everything in this graph");
        int first = Ranges.check(
                "first", env.getArgument("first"), 5, 1, Bounds.MAX_PATHS, "narrow the paths with `types` or `asOf`");
        if (from.equals(to)) {
            throw IskraException.badInput(
                    "`from` and `to` are both \"" + from + "\"; a connection needs two different entities");
        }
        AsOf asOf = new AsOf(env.<PartialDate>getArgument("asOf"));
        List<String> types = env.getArgument("types");
        boolean contemporary = Boolean.TRUE.equals(env.getArgument("contemporary"));
        boolean reportContemporary = env.getSelectionSet().contains("contemporary");
        List<GraphPath> paths = research(env)
                .connections()
                .connections(from, to, maxHops, first, types, asOf, contemporary, reportContemporary);
        if (!paths.isEmpty()) { // both ends exist: a path holds them
            List<Entity> entities = new ArrayList<>();
            paths.forEach(p -> entities.addAll(p.entities()));
            return CompletableFuture.completedFuture(Fetch.handingDown(env, paths, entities));
        }
        // no path: an unknown id is reported as such, not as "no connection"
        return Lookups.existing(env, List.of(from, to))
                .thenApply(found -> DataFetcherResult.<List<GraphPath>>newResult()
                        .data(paths)
                        .build());
    }

    private CompletableFuture<Subgraph> neighbourhood(DataFetchingEnvironment env) {
        String id = Fetch.required(env, "id");
        int depth = Ranges.check(
                "depth", env.getArgument("depth"), 1, 1, Bounds.MAX_DEPTH, "explore further from the entities found");
        int first = Ranges.check(
                "first", env.getArgument("first"), 100, 1, limits.maxFirst(), "narrow it with `types` or `asOf`");
        AsOf asOf = new AsOf(env.<PartialDate>getArgument("asOf"));
        List<String> types = env.getArgument("types");
        return Lookups.existing(env, List.of(id))
                .thenApply(found -> research(env).neighbourhoods().around(id, depth, first, types, asOf));
    }

    private List<TimelineEntry> timeline(DataFetchingEnvironment env) {
        int first = Ranges.check(
                "first",
                env.getArgument("first"),
                100,
                1,
                limits.maxFirst(),
                "narrow it with `from`, `to` or `involving`");
        PartialDate from = env.getArgument("from");
        PartialDate to = env.getArgument("to");
        if (from != null && to != null && from.lo().isAfter(to.hi())) {
            throw IskraException.badInput(
                    "`from` (" + from + ") is after `to` (" + to + "); give the earlier date as `from`");
        }
        return research(env).timeline().timeline(from, to, env.getArgument("involving"), first);
    }

    private CompletableFuture<List<CoMembership>> coMembers(DataFetchingEnvironment env) {
        String id = Fetch.required(env, "id");
        int first =
                Ranges.check("first", env.getArgument("first"), 50, 1, limits.maxFirst(), "ask for fewer co-members");
        return Lookups.person(env, id)
                .thenApply(p -> research(env).networks().coMembers(id, env.getArgument("in"), first));
    }

    private CompletableFuture<List<CoAttendance>> coAttendees(DataFetchingEnvironment env) {
        String id = Fetch.required(env, "id");
        return Lookups.person(env, id).thenApply(p -> research(env).networks().coAttendees(id, limits.maxFirst()));
    }

    private CompletableFuture<List<FactionYear>> factionCounts(DataFetchingEnvironment env) {
        List<String> of = Fetch.required(env, "of");
        int from = Objects.requireNonNullElse(
                env.<Integer>getArgument("from"), 1903); // an explicit null means the default
        int to = Objects.requireNonNullElse(env.<Integer>getArgument("to"), 1917);
        if (of.isEmpty() || of.size() > Bounds.MAX_FACTIONS) {
            throw IskraException.badInput(
                    "`of` must name 1 to " + Bounds.MAX_FACTIONS + " organizations, got " + of.size());
        }
        if (to < from || to - from >= Bounds.MAX_YEARS) {
            throw IskraException.badInput(
                    "`from` … `to` must be at most " + Bounds.MAX_YEARS + " years in order, got " + from + " … " + to);
        }
        return Lookups.existing(env, of).thenApply(found -> {
            found.stream().filter(e -> !(e instanceof Organization)).findFirst().ifPresent(e -> {
                throw IskraException.badInput("`of` must name organizations; \"" + e.id() + "\" is not one");
            });
            return research(env).networks().factionCounts(of, from, to);
        });
    }

    /** The research stores of {@code env}'s request: over its read snapshot. */
    private ResearchStores research(DataFetchingEnvironment env) {
        return RequestContext.stores(env, stores).research();
    }
}
