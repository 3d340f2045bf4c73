package org.iskra.groups;

import static org.neo4j.cypherdsl.core.Cypher.anyNode;
import static org.neo4j.cypherdsl.core.Cypher.collect;
import static org.neo4j.cypherdsl.core.Cypher.count;
import static org.neo4j.cypherdsl.core.Cypher.listOf;
import static org.neo4j.cypherdsl.core.Cypher.listWith;
import static org.neo4j.cypherdsl.core.Cypher.match;
import static org.neo4j.cypherdsl.core.Cypher.name;
import static org.neo4j.cypherdsl.core.Cypher.node;
import static org.neo4j.cypherdsl.core.Cypher.parameter;
import static org.neo4j.cypherdsl.core.Cypher.property;
import static org.neo4j.cypherdsl.core.Cypher.size;
import static org.neo4j.cypherdsl.core.Cypher.subList;
import static org.neo4j.cypherdsl.core.Cypher.unwind;
import static org.neo4j.cypherdsl.core.Cypher.valueAt;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.iskra.facts.EntityKind;
import org.iskra.reads.Dsl;
import org.iskra.reads.Projection;
import org.iskra.reads.StatementCache;
import org.iskra.reads.StatementProjection;
import org.iskra.store.Cypher;
import org.neo4j.cypherdsl.core.Expression;
import org.neo4j.cypherdsl.core.Node;
import org.neo4j.cypherdsl.core.Relationship;
import org.neo4j.cypherdsl.core.Statement;
import org.neo4j.cypherdsl.core.StatementBuilder.OngoingReadingWithWhere;
import org.neo4j.cypherdsl.core.SymbolicName;

/**
 * The statements of the members lists, written with Neo4j's Cypher-DSL for each filter shape
 * ({@link MembersFilter#shape}) and each projection of the memberships and of the entities they bring. Every form sorts
 * by start date (unknown last), then the person's name, and collects the matching rows as references: only the page is
 * read in full, with its people, organizations and sources (the API resolves them from here), each once.
 */
public final class MembersQueries {
    /** The ways a members page is found. */
    enum Form {
        /** From the organizations asked for ({@code $of}), expanding their memberships. */
        BY_ORGANIZATIONS,
        /**
         * From the {@code MEMBER_OF(startLo)} range index, already in start-date order, between {@code $startAbove} and
         * {@code $startBelow} (exclusive; bounds implied by a {@code joinedAfter} filter, the only one a term with no
         * start, dated by its {@code startBy} alone, never passes), for organizations that hold a large share of all
         * memberships (the flagship question: the Bolsheviks and the Mensheviks). Expanding a party of 100,000 members
         * and sorting them all costs about 1.5 times as much.
         */
        BY_START
    }

    /** A members page's statement, by what makes it differ: made once per key, up to the cache's bound. */
    private record Key(Form form, int shape, StatementProjection statements, Projection entities) {}

    private record PerOrganizationKey(int shape, Projection entities) {}

    private static final StatementCache<Key> MEMBERS = new StatementCache<>(MembersQueries::members);
    private static final StatementCache<PerOrganizationKey> MEMBERS_BY_ORGANIZATION =
            new StatementCache<>(MembersQueries::membersByOrganization);
    private static final StatementCache<Integer> COUNT_BY_ORGANIZATION =
            new StatementCache<>(MembersQueries::countByOrganization);

    private static final SymbolicName ROWS = name("rows");
    private static final SymbolicName PAGE = name("page");
    private static final SymbolicName ROW = name("row");
    private static final SymbolicName X = name("x");
    private static final SymbolicName ORGANIZATION_ID = name("organizationId");

    private MembersQueries() {}

    /**
     * One page of the memberships of any organization in {@code $of} that pass the filter: {@code total}, the page
     * ({@code statements} of each membership) and the {@code related} people, organizations and sources
     * ({@code entities} of each).
     */
    static Cypher members(Form form, MembersFilter filter, StatementProjection statements, Projection entities) {
        return MEMBERS.of(new Key(form, filter.shape(), statements, entities));
    }

    /**
     * For each organization in {@code $organizationIds}, one row ({@code organizationId}, {@code total}, its page of
     * whole memberships, its people as {@code related}) when it has members that pass the filter.
     */
    static Cypher membersByOrganization(MembersFilter filter, Projection entities) {
        return MEMBERS_BY_ORGANIZATION.of(new PerOrganizationKey(filter.shape(), entities));
    }

    /** How many memberships of each organization in {@code $organizationIds} pass the filter, none materialised. */
    static Cypher countByOrganization(MembersFilter filter) {
        return COUNT_BY_ORGANIZATION.of(filter.shape());
    }

    /**
     * For the organization bound to {@code o}, how many of its memberships pass the filter in {@code shape}, counted in
     * the statement that reads a page of organizations (reads/RootList.withPerItem).
     */
    static Expression memberCount(Node o, int shape) {
        Node p = node("Person").named("p");
        Relationship m = p.relationshipTo(o, "MEMBER_OF").named("m");
        return count(m).where(MembersFilter.condition(shape, p, m));
    }

    private static Cypher members(Key key) {
        Node p = node("Person").named("p");
        OngoingReadingWithWhere matched;
        Node o;
        Relationship m;
        if (key.form() == Form.BY_ORGANIZATIONS) {
            o = node("Entity").named("o");
            m = p.relationshipTo(o, "MEMBER_OF").named("m");
            matched = match(o).where(o.property("id").in(parameter("of")).and(o.hasLabels("Organization")))
                    .match(m)
                    .where(MembersFilter.condition(key.shape(), p, m));
        } else {
            o = node("Organization").named("o");
            m = p.relationshipTo(o, "MEMBER_OF").named("m");
            matched = match(m).usingIndex(m.property("startLo"))
                    .where(m.property("startLo")
                            .gt(parameter("startAbove"))
                            .and(m.property("startLo").lt(parameter("startBelow")))
                            .and(o.property("id").in(parameter("of")))
                            .and(MembersFilter.condition(key.shape(), p, m)));
        }
        Relationship r = anyNode().relationshipBetween(anyNode()).named("r");
        Node s = node("Entity").named("s").withProperties("id", name("sourceId"));
        Expression peopleAndOrganizations = collect(unwind(PAGE)
                .as(ROW)
                .unwind(listOf(valueAt(ROW, 1), valueAt(ROW, 2)))
                .as(X)
                .returningDistinct(X)
                .build());
        Expression sources = collect(unwind(PAGE)
                .as(ROW)
                .unwind(property(valueAt(ROW, 0), "sources"))
                .as("sourceId")
                .match(s)
                .returningDistinct(s)
                .build());
        Statement statement = matched.with(p, m, o)
                .orderBy( // the statement's id last: two versions of one disputed term tie on the rest
                        m.property("startLo").ascending(),
                        p.property("name").ascending(),
                        o.property("id").ascending(),
                        m.property("id").ascending())
                .with(collect(listOf(
                                m.getRequiredSymbolicName(), p.getRequiredSymbolicName(), o.getRequiredSymbolicName()))
                        .as(ROWS))
                .with(size(ROWS).as("total"), pageOf(ROWS).as(PAGE))
                .returning(
                        name("total"),
                        statementsOf(r, key.statements()).as("page"),
                        listWith(X)
                                .in(peopleAndOrganizations.add(sources))
                                .returning(key.entities().expression(X, EnumSet.allOf(EntityKind.class)))
                                .as("related"))
                .build();
        return Dsl.cypher("groups/members[" + key.form() + ", " + MembersFilter.label(key.shape()) + "]", statement);
    }

    private static Cypher membersByOrganization(PerOrganizationKey key) {
        Node p = node("Person").named("p");
        Node o = node("Entity").named("o").withProperties("id", ORGANIZATION_ID);
        Relationship m = p.relationshipTo(o, "MEMBER_OF").named("m");
        Relationship r = anyNode().relationshipBetween(anyNode()).named("r");
        Statement statement = unwind(parameter("organizationIds"))
                .as(ORGANIZATION_ID)
                .match(o)
                .where(o.hasLabels("Organization"))
                .match(m)
                .where(MembersFilter.condition(key.shape(), p, m))
                .with(ORGANIZATION_ID, p.getRequiredSymbolicName(), m.getRequiredSymbolicName())
                .orderBy(
                        m.property("startLo").ascending(),
                        p.property("name").ascending(),
                        m.property("id").ascending())
                .with(
                        ORGANIZATION_ID,
                        collect(listOf(m.getRequiredSymbolicName(), p.getRequiredSymbolicName()))
                                .as(ROWS))
                .with(ORGANIZATION_ID, size(ROWS).as("total"), pageOf(ROWS).as(PAGE))
                .returning(
                        ORGANIZATION_ID,
                        name("total"),
                        statementsOf(r, StatementProjection.WHOLE).as("page"),
                        listWith(X)
                                .in(listWith(ROW).in(PAGE).returning(valueAt(ROW, 1)))
                                .returning(key.entities().expression(X, EnumSet.of(EntityKind.PERSON)))
                                .as("related"))
                .build();
        return Dsl.cypher("groups/membersByOrganization[" + MembersFilter.label(key.shape()) + "]", statement);
    }

    private static Cypher countByOrganization(int shape) {
        Node p = node("Person").named("p");
        Node o = node("Entity").named("o").withProperties("id", ORGANIZATION_ID);
        Relationship m = p.relationshipTo(o, "MEMBER_OF").named("m");
        Statement statement = unwind(parameter("organizationIds"))
                .as(ORGANIZATION_ID)
                .match(o)
                .where(o.hasLabels("Organization"))
                .match(m)
                .where(MembersFilter.condition(shape, p, m))
                .returning(ORGANIZATION_ID, count(m.getRequiredSymbolicName()).as("total"))
                .build();
        return Dsl.cypher("groups/countMembersByOrganization[" + MembersFilter.label(shape) + "]", statement);
    }

    /** The rows {@code $skip} to {@code $skip + $limit} of a list of rows. */
    private static Expression pageOf(SymbolicName rows) {
        return subList(rows, parameter("skip"), parameter("skip").add(parameter("limit")));
    }

    /** The memberships of the page (the first of each row), each as {@code projection} writes a statement. */
    private static Expression statementsOf(Relationship r, StatementProjection projection) {
        return listWith(r.getRequiredSymbolicName())
                .in(listWith(ROW).in(PAGE).returning(valueAt(ROW, 0)))
                .returning(projection.expression(r, false, false));
    }

    /** Every filter shape's statements in each form, for the plan checks. */
    public static List<Cypher> everyShape(StatementProjection statements, Projection entities) {
        List<Cypher> all = new ArrayList<>();
        for (int shape = 0; shape < MembersFilter.SHAPES; shape++) {
            for (Form form : Form.values()) {
                all.add(members(new Key(form, shape, statements, entities)));
            }
            all.add(membersByOrganization(new PerOrganizationKey(shape, entities)));
            all.add(countByOrganization(shape));
        }
        return all;
    }
}
