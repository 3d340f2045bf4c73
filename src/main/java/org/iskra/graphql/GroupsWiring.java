package org.iskra.graphql;

import static graphql.schema.idl.TypeRuntimeWiring.newTypeWiring;

import graphql.execution.DataFetcherResult;
import graphql.schema.DataFetchingEnvironment;
import graphql.schema.SelectedField;
import graphql.schema.idl.RuntimeWiring;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.iskra.core.Connection;
import org.iskra.core.IskraException;
import org.iskra.core.Page;
import org.iskra.facts.DateRange;
import org.iskra.facts.Entity;
import org.iskra.facts.Organization;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Person;
import org.iskra.facts.Publication;
import org.iskra.facts.Split;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementType;
import org.iskra.groups.BodyRoster;
import org.iskra.groups.MembersFilter;
import org.iskra.groups.OrganizationStore;
import org.iskra.reads.StatementFilter.Direction;
import org.iskra.reads.StatementProjection;
import org.iskra.reads.WithEntities;

/** Root fields for organizations, memberships and splits, and the fields of those types. */
public final class GroupsWiring implements FeatureWiring {
    private final Stores stores;
    private final ApiLimits limits;
    /** Every type's list fields: which fields of a type read only its id, for the members page's projection. */
    private final ListFields lists;

    public GroupsWiring(Stores stores, ApiLimits limits, ListFields lists) {
        this.stores = stores;
        this.limits = limits;
        this.lists = lists;
    }

    @Override
    public void wire(RuntimeWiring.Builder wiring) {
        wiring.type(newTypeWiring("Query")
                .dataFetcher("organization", env -> Fetch.node(env, env.getArgument("id"), Organization.class))
                .dataFetcher("split", env -> Fetch.node(env, env.getArgument("id"), Split.class))
                .dataFetcher("organizations", this::organizations)
                .dataFetcher("members", this::members));
        wiring.type(newTypeWiring("Organization")
                .dataFetcher("members", this::organizationMembers)
                .dataFetcher("partOf", Fetch.linked(StatementType.PART_OF, Direction.OUT, Organization.class))
                .dataFetcher("parts", Fetch.linked(StatementType.PART_OF, Direction.IN, Organization.class))
                .dataFetcher("publications", Fetch.linked(StatementType.PUBLISHED_BY, Direction.IN, Publication.class))
                .dataFetcher("statements", Fetch.statementsField())
                .dataFetcher(
                        "roster",
                        env -> stores(env)
                                .memberships()
                                .rosterOn(((Organization) Fetch.source(env)).id(), Fetch.required(env, "on"))));
        wiring.type(newTypeWiring("BodyRoster")
                .dataFetcher(
                        "organization",
                        env -> Fetch.node(env, ((BodyRoster) Fetch.source(env)).organizationId(), Organization.class)));
        wiring.type(newTypeWiring("Split")
                .dataFetcher("of", Fetch.linked(StatementType.SPLIT_OF, Direction.OUT, Organization.class))
                .dataFetcher("into", Fetch.linked(StatementType.RESULTED_IN, Direction.OUT, Organization.class))
                .dataFetcher("causes", Fetch.linked(StatementType.CAUSED_BY, Direction.OUT, Entity.class))
                .dataFetcher(
                        "consequences", env -> stores(env).statements().occasionedBy(((Split) Fetch.source(env)).id()))
                .dataFetcher("statements", Fetch.statementsField()));
        wiring.type(newTypeWiring("Membership")
                .dataFetcher("person", env -> Fetch.node(env, ((Statement) Fetch.source(env)).fromId(), Person.class))
                .dataFetcher(
                        "organization",
                        env -> Fetch.node(env, ((Statement) Fetch.source(env)).toId(), Organization.class))
                .dataFetcher("context", Fetch.nodeOf(s -> ((Statement) s).contextId()))
                .dataFetcher("cause", Fetch.nodeOf(s -> ((Statement) s).causeId()))
                .dataFetcher("began", Fetch::beganOf)
                .dataFetcher("ended", Fetch::endedOf)
                .dataFetcher("sources", Fetch.nodesOf(s -> ((Statement) s).sourceIds())));
    }

    private DataFetcherResult<Connection<Statement>> members(DataFetchingEnvironment env) {
        List<String> of = Fetch.required(env, "of");
        if (of.isEmpty()) {
            throw IskraException.badInput(
                    "`of` must name at least one organization id, e.g. [\"bolsheviks\", \"mensheviks\"]");
        }
        StatementProjection read = ReadPlan.field(env).membershipReads.get(() -> membershipReads(env));
        WithEntities<Connection<Statement>> page = stores(env)
                .memberships()
                .members(of, filter(env), Fetch.page(env, limits.maxFirst()), read, Projections.of(env, lists));
        return Fetch.handingDown(env, page.value(), page);
    }

    /**
     * The properties the page's memberships are read for: those its items' selected fields read
     * ({@link StatementReads}).
     */
    private static StatementProjection membershipReads(DataFetchingEnvironment env) {
        List<SelectedField> items = new ArrayList<>(env.getSelectionSet().getFields("nodes/*"));
        items.addAll(env.getSelectionSet().getFields("edges/node/*"));
        return StatementReads.of(
                Objects.requireNonNull(env.getGraphQLSchema().getObjectType("Membership"), "the schema's Membership"),
                items);
    }

    /**
     * A page of organizations. When every {@code members} list selected under its nodes is asked only for its count
     * (the same filter and page each time), the counts are read in the page's statement and handed down to those lists
     * ({@link Held}), so the nested level costs no statement of its own.
     */
    private Object organizations(DataFetchingEnvironment env) {
        String name = env.getArgument("name");
        String kind = env.getArgument("kind");
        Page page = RootPages.of(env, limits.maxFirst());
        Optional<MembersList> counted = ReadPlan.field(env).countedMembers.get(() -> countedMembersOfEachNode(env));
        if (counted.isEmpty()) {
            return stores(env).organizations().find(name, kind, page);
        }
        OrganizationStore.WithMemberCounts read = stores(env)
                .organizations()
                .findWithMemberCounts(name, kind, page, counted.get().filter());
        Map<MembersKey, Connection<Statement>> counts = new HashMap<>();
        read.memberCounts()
                .forEach((id, total) -> counts.put(
                        counted.get().of(id),
                        Connection.of(List.of(), total, counted.get().page())));
        return Held.of(env).withMembers(counts).handDown(read.page());
    }

    /**
     * The one members list the request selects under every organization of the page, if it reads only a count; empty
     * when there is none, more than one, one that reads items, or one whose arguments are refused (its own fetcher then
     * reports the error at its path).
     */
    private Optional<MembersList> countedMembersOfEachNode(DataFetchingEnvironment env) {
        List<SelectedField> fields = new ArrayList<>(env.getSelectionSet().getFields("nodes/members"));
        fields.addAll(env.getSelectionSet().getFields("edges/node/members"));
        Set<MembersList> lists = new HashSet<>();
        try {
            for (SelectedField field : fields) {
                lists.add(membersList(
                        field.getArguments(),
                        field.getSelectionSet().contains("nodes")
                                || field.getSelectionSet().contains("edges")));
            }
        } catch (IskraException refused) {
            return Optional.empty();
        }
        return lists.size() == 1
                ? lists.stream().filter(list -> list.page().limit() == 0).findFirst()
                : Optional.empty();
    }

    private Object organizationMembers(DataFetchingEnvironment env) {
        boolean readsItems = ReadPlan.field(env)
                .readsItems
                .get(() -> env.getSelectionSet().contains("nodes")
                        || env.getSelectionSet().contains("edges"));
        return Fetch.members(
                env, membersList(env.getArguments(), readsItems).of(((Organization) Fetch.source(env)).id()));
    }

    /** The filter and page of an organization's members list, from its arguments and whether it selects its items. */
    private MembersList membersList(Map<String, Object> arguments, boolean readsItems) {
        Page page = Page.of((Integer) arguments.get("first"), (String) arguments.get("after"), limits.maxFirst());
        if (!readsItems) {
            page = new Page(page.offset(), 0); // only totalCount or pageInfo: count, do not fetch
        }
        return new MembersList(filter(arguments), page);
    }

    /** A members list's filter and page, the same for every organization of a page. */
    record MembersList(MembersFilter filter, Page page) {
        MembersKey of(String organizationId) {
            return new MembersKey(organizationId, filter, page);
        }
    }

    private static MembersFilter filter(DataFetchingEnvironment env) {
        return filter(env.getArguments());
    }

    private static MembersFilter filter(Map<String, Object> arguments) {
        DateRange dates = new DateRange(
                (PartialDate) arguments.get("joinedAfter"), (PartialDate) arguments.get("joinedBefore"), (PartialDate)
                        arguments.get("activeOn"));
        return new MembersFilter(
                dates, (String) arguments.get("role"), Boolean.TRUE.equals(arguments.get("includeRetracted")));
    }

    /** The stores of {@code env}'s request: over its read snapshot. */
    private Stores stores(DataFetchingEnvironment env) {
        return RequestContext.stores(env, stores);
    }
}
