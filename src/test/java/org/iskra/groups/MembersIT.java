package org.iskra.groups;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.facts.DateRange;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Statement;
import org.iskra.reads.Projection;
import org.iskra.reads.StatementProjection;
import org.iskra.reads.WithEntities;
import org.iskra.testing.Facts;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The interval semantics of joinedAfter / joinedBefore / activeOn, against the real database. */
class MembersIT {
    private static MembershipStore store;

    @BeforeAll
    static void loadFixture() {
        TestDatabase.clean();
        StringBuilder people = new StringBuilder();
        for (String id : List.of("august", "bolshevik-1904", "year-only-1903", "undated", "brief-1903")) {
            people.append(people.isEmpty() ? "" : ",")
                    .append("{\"id\": \"")
                    .append(id)
                    .append("\", \"name\": \"")
                    .append(id)
                    .append("\", \"sources\": [\"src\"]}");
        }
        Facts.load("""
                {"sources": [{"id": "src", "title": "Test source"}],
                 "organizations": [{"id": "bolsheviks", "name": "Bolsheviks", "kind": "faction", "sources": ["src"]},
                                   {"id": "mensheviks", "name": "Mensheviks", "kind": "faction", "sources": ["src"]}],
                 "people": [%s],
                 "statements": [
                   {"type": "MEMBER_OF", "from": "august", "to": "bolsheviks", "start": "1903-08", "sources": ["src"]},
                   {"type": "MEMBER_OF", "from": "bolshevik-1904", "to": "bolsheviks", "start": "1904", "sources": ["src"]},
                   {"type": "MEMBER_OF", "from": "year-only-1903", "to": "mensheviks", "start": "1903", "sources": ["src"]},
                   {"type": "MEMBER_OF", "from": "undated", "to": "mensheviks", "sources": ["src"]},
                   {"type": "MEMBER_OF", "from": "brief-1903", "to": "mensheviks", "start": "1902-12-31", "end": "1903-01", "role": "leader", "sources": ["src"]}
                 ]}
                """.formatted(people));
        store = new MembershipStore(TestDatabase.graph());
    }

    private static List<String> members(String after, String before, String on) {
        DateRange dates = new DateRange(
                PartialDate.parseNullable(after), PartialDate.parseNullable(before), PartialDate.parseNullable(on));
        Connection<Statement> page = store.members(
                List.of("bolsheviks", "mensheviks"), new MembersFilter(dates, null, false), new Page(0, 50));
        return page.nodes().stream().map(Statement::fromId).toList();
    }

    @ParameterizedTest
    @CsvSource({"'', members", "1902, membersByStart"
    }) // the two access paths: no date filter; a start-date filter on a large share
    void aPageComesWithEachPersonOrganizationAndSource(String after, String statement) {
        DateRange dates = new DateRange(PartialDate.parseNullable(after.isEmpty() ? null : after), null, null);
        WithEntities<Connection<Statement>> read = store.members(
                List.of("bolsheviks", "mensheviks"),
                new MembersFilter(dates, null, false),
                new Page(0, 50),
                StatementProjection.WHOLE,
                Projection.WHOLE);
        Connection<Statement> page = read.value();
        Set<String> related = read.entities().keySet();
        assertTrue(
                TestDatabase.recentStatements()
                        .getLast()
                        .contains(
                                statement.equals("members")
                                        ? "MATCH (o:Entity)\nWHERE (o.id IN $of"
                                        : "USING INDEX m:MEMBER_OF(startLo)"),
                "read by the " + statement + " form (MembersQueries.Form)");
        Set<String> expected = new HashSet<>(List.of("src"));
        page.nodes().forEach(m -> expected.addAll(List.of(m.fromId(), m.toId())));
        assertEquals(after.isEmpty() ? 5 : 3, page.nodes().size());
        assertEquals(expected, related);
        read.entities().forEach((id, e) -> assertEquals(id, e.id()));
    }

    @Test
    void joinedAfterMeansTheStartIsCertainlyAfterTheWholeInterval() {
        assertEquals(List.of("bolshevik-1904"), members("1903", null, null));
        assertEquals(List.of("year-only-1903", "august", "bolshevik-1904"), members("1902", null, null));
        assertEquals(List.of("bolshevik-1904"), members("1903-08", null, null));
    }

    @Test
    void joinedBeforeMeansTheStartIsCertainlyBeforeTheIntervalBegins() {
        assertEquals(List.of("brief-1903"), members(null, "1903", null));
        assertEquals(List.of("brief-1903", "year-only-1903", "august"), members(null, "1904", null));
    }

    @Test
    void activeOnMeansTheMembershipMayOverlapTheInterval() {
        assertEquals(List.of("brief-1903", "year-only-1903"), members(null, null, "1903-01"));
        assertEquals(List.of("year-only-1903", "august"), members(null, null, "1903-09"));
    }

    @Test
    void unknownStartDatesNeverMatchADateFilter() {
        assertFalse(members("1800", null, null).contains("undated"));
        assertFalse(members(null, "2000", null).contains("undated"));
        assertFalse(members(null, null, "1903").contains("undated"));
        assertTrue(members(null, null, null).contains("undated"), "without filters every membership is listed");
    }

    @Test
    void pagesAreStableAndCountTheWholeList() {
        MembersFilter all = new MembersFilter(DateRange.ANY, null, false);
        Connection<Statement> first = store.members(List.of("bolsheviks", "mensheviks"), all, new Page(0, 2));
        assertEquals(5, first.totalCount());
        assertEquals(2, first.nodes().size());
        assertTrue(first.pageInfo().hasNextPage());
        Connection<Statement> second = store.members(
                List.of("bolsheviks", "mensheviks"),
                all,
                Page.of(2, first.pageInfo().endCursor(), 500));
        assertEquals(
                List.of("august", "bolshevik-1904"),
                second.nodes().stream().map(Statement::fromId).toList());
        assertTrue(second.pageInfo().hasPreviousPage());
    }

    @Test
    void roleFiltersAndPerOrganizationPagesAreBatched() {
        MembersFilter leaders = new MembersFilter(DateRange.ANY, "leader", false);
        assertEquals(
                1,
                store.members(List.of("mensheviks"), leaders, new Page(0, 10)).totalCount());
        var byOrg = store.membersByOrganization(
                List.of("bolsheviks", "mensheviks", "nobody"),
                new MembersFilter(DateRange.ANY, null, false),
                new Page(0, 10));
        assertEquals(2, byOrg.get("bolsheviks").totalCount());
        assertEquals(3, byOrg.get("mensheviks").totalCount());
        assertEquals(0, byOrg.get("nobody").totalCount());
        var counted = store.membersByOrganization(
                List.of("bolsheviks", "mensheviks"), new MembersFilter(DateRange.ANY, null, false), new Page(0, 0));
        assertEquals(2, counted.get("bolsheviks").totalCount(), "a page of no items is counted, not fetched");
        assertEquals(3, counted.get("mensheviks").totalCount());
        assertTrue(counted.get("mensheviks").nodes().isEmpty());
    }
}
