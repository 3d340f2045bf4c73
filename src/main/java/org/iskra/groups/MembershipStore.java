package org.iskra.groups;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.facts.DateRange;
import org.iskra.facts.Entity;
import org.iskra.facts.Event;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Statement;
import org.iskra.reads.NodeStore;
import org.iskra.reads.Projection;
import org.iskra.reads.StatementProjection;
import org.iskra.reads.StatementStore;
import org.iskra.reads.WithEntities;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.neo4j.driver.Record;
import org.neo4j.driver.TransactionContext;

/** Memberships of organizations, filtered by joining dates, in order of start date. */
public final class MembershipStore {
    private static final Cypher MEMBERS_SHARE = Cypher.of(MembershipStore.class, "membersShare");
    /**
     * From this share of all memberships held by the organizations asked for, a start-date filter reads the memberships
     * from the start-date index rather than from the organizations: reading every membership in the date range costs
     * less than expanding the organizations and sorting.
     */
    static final double INDEX_SHARE = 0.25;

    private static final Cypher ROSTER_ON = Cypher.of(MembershipStore.class, "rosterOn");
    private static final Cypher LATEST_ELECTION = Cypher.of(MembershipStore.class, "latestElection");

    private final Graph graph;
    /** The share is asked once per graph version, not in every flagship request (see MembershipShares). */
    private final MembershipShares shares;

    public MembershipStore(Graph graph) {
        this(graph, new MembershipShares());
    }

    private MembershipStore(Graph graph, MembershipShares shares) {
        this.graph = graph;
        this.shares = shares;
    }

    /** This store reading through {@code snapshot} (one request's transaction), with the shares it has learnt. */
    public MembershipStore readingIn(Graph snapshot) {
        return new MembershipStore(snapshot, shares);
    }

    /** The terms of one body running on a date, with the seats its latest election filled (one read transaction). */
    public BodyRoster rosterOn(String organizationId, PartialDate on) {
        Map<String, Object> params = Map.of("of", organizationId, "onLo", on.lo(), "onHi", on.hi());
        return graph.inRead(tx -> {
            List<Statement> terms =
                    tx.run(ROSTER_ON.text(), params).list(r -> StatementStore.toStatement(r.get("statement")));
            Event election = tx.run(LATEST_ELECTION.text(), params).list(r -> NodeStore.toEntity(r.get("e"))).stream()
                    .filter(Event.class::isInstance)
                    .map(Event.class::cast)
                    .findFirst()
                    .orElse(null);
            return new BodyRoster(organizationId, on, terms, election);
        });
    }

    /** One page of the memberships of any of {@code organizationIds}. */
    public Connection<Statement> members(List<String> organizationIds, MembersFilter filter, Page page) {
        return members(organizationIds, filter, page, StatementProjection.WHOLE, Projection.WHOLE)
                .value();
    }

    /** For each organization, one page of its own memberships (see below). */
    public Map<String, Connection<Statement>> membersByOrganization(
            Collection<String> organizationIds, MembersFilter filter, Page page) {
        return membersByOrganization(organizationIds, filter, page, Projection.WHOLE)
                .value();
    }

    /**
     * One page of the memberships of any of {@code organizationIds}, with the people, organizations and sources of the
     * page, with the properties {@code projection} names; the memberships come with those {@code statements} names.
     */
    public WithEntities<Connection<Statement>> members(
            List<String> organizationIds,
            MembersFilter filter,
            Page page,
            StatementProjection statements,
            Projection projection) {
        Map<String, Object> params = params(filter, page);
        params.put("of", organizationIds);
        Optional<DateRange.Bounds> bounds = filter.dates().startBounds();
        long version = bounds.isPresent() ? graph.version() : -1;
        return graph.inRead(tx -> {
            MembersQueries.Form form = MembersQueries.Form.BY_ORGANIZATIONS;
            if (bounds.isPresent()
                    && shares.large(organizationIds, version, () -> holdLargeShare(tx, organizationIds))) {
                form = MembersQueries.Form.BY_START;
                params.put("startAbove", bounds.get().above());
                params.put("startBelow", bounds.get().below());
            }
            Record r = tx.run(
                            MembersQueries.members(form, filter, statements, projection)
                                    .text(),
                            params)
                    .single();
            return new WithEntities<>(toConnection(r, page), byId(StatementStore.entities(r.get("related"))));
        });
    }

    /** Whether the organizations hold at least {@link #INDEX_SHARE} of all memberships (the count store answers). */
    private static boolean holdLargeShare(TransactionContext tx, List<String> organizationIds) {
        Record share =
                tx.run(MEMBERS_SHARE.text(), Map.of("of", organizationIds)).single();
        long held = share.get("held").asLong();
        return held > 0 && held >= INDEX_SHARE * share.get("total").asLong();
    }

    /**
     * For each organization, one page of its own memberships: one round trip for all of them. A page of no items
     * ({@code first: 0}, or a list asked only for its {@code totalCount}) is counted without materialising the
     * memberships. With them the people of each page, with the properties {@code projection} names.
     */
    public WithEntities<Map<String, Connection<Statement>>> membersByOrganization(
            Collection<String> organizationIds, MembersFilter filter, Page page, Projection projection) {
        Map<String, Object> params = params(filter, page);
        params.put("organizationIds", List.copyOf(organizationIds));
        Map<String, Connection<Statement>> result = new HashMap<>();
        Map<String, Entity> related = new HashMap<>();
        if (page.limit() == 0) {
            graph.read(
                    MembersQueries.countByOrganization(filter),
                    params,
                    r -> result.put(
                            r.get("organizationId").asString(),
                            Connection.of(List.of(), r.get("total").asInt(), page)));
        } else {
            graph.read(MembersQueries.membersByOrganization(filter, projection), params, r -> {
                related.putAll(byId(StatementStore.entities(r.get("related"))));
                return result.put(r.get("organizationId").asString(), toConnection(r, page));
            });
        }
        organizationIds.forEach(id -> result.putIfAbsent(id, Connection.of(List.of(), 0, page)));
        return new WithEntities<>(result, related);
    }

    private static Map<String, Entity> byId(List<Entity> entities) {
        Map<String, Entity> byId = new HashMap<>();
        entities.forEach(e -> byId.put(e.id(), e));
        return byId;
    }

    private static Map<String, Object> params(MembersFilter filter, Page page) {
        Map<String, Object> params = filter.params();
        params.put("skip", page.offset());
        params.put("limit", page.limit());
        return params;
    }

    /** A page of statements (with their type and ends). */
    private static Connection<Statement> toConnection(Record r, Page page) {
        return Connection.of(
                r.get("page").asList(StatementStore::toStatement),
                r.get("total").asInt(),
                page);
    }
}
