package org.iskra.groups;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.iskra.testing.Fixture;
import org.iskra.testing.Json;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The date filters of members lists (joinedAfter, joinedBefore, activeOn, with role and includeRetracted), as
 * documented on {@code Query.members} in schema.graphqls, give the same memberships through every GraphQL path, each of
 * which runs its own query: {@code Query.members} over organizations holding a small share of all memberships
 * ({@code MembersQueries.Form.BY_ORGANIZATIONS}) or a large one ({@code BY_START}, read from the start-date index),
 * {@code Organization.members} ({@code MembersQueries.membersByOrganization}) and its {@code totalCount} alone
 * ({@code MembersQueries.countByOrganization}). Over HTTP, against the real database.
 */
class MembershipFilterVariantsIT {
    /**
     * Memberships of "ballast", all undated: they never match a date filter, and make "reds" a small share of all
     * memberships.
     */
    private static final int BALLAST = 60;

    private static TestServer server;

    @BeforeAll
    static void loadFixture() {
        TestDatabase.clean();
        Fixture facts = Fixture.of()
                .organization("reds", "Reds", "faction")
                .organization("ballast", "Ballast", "group")
                .person("until-death", "until-death", p -> p.put("died", "1910-05-02"))
                .person("ongoing", "ongoing", p -> p.put("died", "1924"));
        for (String person : List.of(
                "year-1903",
                "day-exact",
                "month-1903-08",
                "end-by",
                "by-1905-04",
                "elected-1917-08",
                "undated",
                "leader-1905",
                "retracted-1904",
                "retracted-leader-1907")) {
            facts.person(person, person);
        }
        facts.membership("year-1903", "reds", m -> m.put("start", "1903"))
                .membership(
                        "day-exact", "reds", m -> m.put("start", "1903-08-10").put("end", "1904-01-15"))
                .membership(
                        "month-1903-08",
                        "reds",
                        m -> m.put("start", "1903-08").put("end", "1903-11").put("endBy", "1903-11-10"))
                .membership("end-by", "reds", m -> m.put("start", "1904-03").put("endBy", "1905-06"))
                .membership("until-death", "reds", m -> m.put("start", "1905"))
                .membership("ongoing", "reds", m -> m.put("start", "1906-01-01").put("ongoing", true))
                .membership("undated", "reds", m -> m.put("end", "1905"))
                .membership(
                        "by-1905-04",
                        "reds",
                        m -> m.put("startBy", "1905-04").put("endUnknown", true).put("endBy", "1906"))
                .membership(
                        "elected-1917-08",
                        "reds",
                        m -> m.put("start", "1917-08")
                                .put("startAfter", "1917-08-08")
                                .put("startBy", "1917-08-16")
                                .put("endUnknown", true)
                                .put("endBy", "1918"))
                .membership(
                        "leader-1905", "reds", m -> m.put("start", "1905-02").put("role", "leader"))
                .membership("retracted-1904", "reds", m -> m.put("start", "1904"))
                .membership(
                        "retracted-leader-1907",
                        "reds",
                        m -> m.put("start", "1907").put("role", "leader"));
        for (int i = 0; i < BALLAST; i++) {
            String id = "ballast-" + i;
            facts.person(id, id).membership(id, "ballast", m -> {});
        }
        facts.load();
        TestDatabase.write(
                "MATCH (e:Entity)-[r:MEMBER_OF]->() WHERE e.id IN ['retracted-1904', 'retracted-leader-1907'] SET r.retracted = true",
                Map.of());
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** What a path answers: the members' ids (null when it gives only a count) and the total count. */
    record Answer(Set<String> ids, int totalCount) {}

    /** The GraphQL paths to a members list, each reaching a different query. */
    enum Variant {
        QUERY_MEMBERS_SMALL_SHARE(
                "{ members(of: [\"reds\"], %s, first: 500) { totalCount nodes { person { id } } } }", "/members"),
        QUERY_MEMBERS_FROM_START_INDEX(
                "{ members(of: [\"reds\", \"ballast\"], %s, first: 500) { totalCount nodes { person { id } } } }",
                "/members"),
        ORGANIZATION_MEMBERS(
                "{ organization(id: \"reds\") { members(%s, first: 500) { totalCount nodes { person { id } } } } }",
                "/organization/members"),
        ORGANIZATION_MEMBER_COUNT(
                "{ organization(id: \"reds\") { members(%s) { totalCount } } }", "/organization/members");

        private final String query;
        private final String at;

        Variant(String query, String at) {
            this.query = query;
            this.at = at;
        }

        Answer ask(String arguments) {
            JsonNode list = server.data(query.formatted(arguments)).at(at);
            JsonNode nodes = list.get("nodes");
            return new Answer(
                    nodes == null ? null : new TreeSet<>(Json.texts(nodes, "/person/id")),
                    list.get("totalCount").asInt());
        }
    }

    /** A filter and the memberships it keeps, by the person's id. */
    record Case(String arguments, Set<String> expected, String why) {
        /** Whether the undated, role-less memberships of "ballast" pass: no date or role filter is set. */
        boolean keepsBallast() {
            return !arguments.matches(".*(joined|activeOn|role).*");
        }

        @Override
        public String toString() {
            return arguments + " (" + why + ")";
        }
    }

    private static Case keeps(String arguments, String why, String... ids) {
        return new Case(arguments, new TreeSet<>(List.of(ids)), why);
    }

    static List<Case> cases() {
        return List.of(
                keeps(
                        "joinedAfter: \"1902\"",
                        "every dated membership: none began before 1903",
                        "day-exact",
                        "elected-1917-08",
                        "end-by",
                        "leader-1905",
                        "month-1903-08",
                        "ongoing",
                        "until-death",
                        "year-1903"),
                keeps(
                        "joinedAfter: \"1903\"",
                        "a start known to the year only is not after that year",
                        "elected-1917-08",
                        "end-by",
                        "leader-1905",
                        "ongoing",
                        "until-death"),
                keeps(
                        "joinedAfter: \"1903-08-09\"",
                        "the day after is after; a month that holds the day is not",
                        "day-exact",
                        "elected-1917-08",
                        "end-by",
                        "leader-1905",
                        "ongoing",
                        "until-death"),
                keeps(
                        "joinedAfter: \"1903-08-10\"",
                        "exclusive: not the day itself",
                        "elected-1917-08",
                        "end-by",
                        "leader-1905",
                        "ongoing",
                        "until-death"),
                keeps(
                        "joinedBefore: \"1903-08-11\"",
                        "the day before is before; its month and year are not",
                        "day-exact"),
                keeps("joinedBefore: \"1903-08-10\"", "exclusive: not the day itself"),
                keeps(
                        "joinedBefore: \"1917-08-20\"",
                        "a start known to the month is before a later day of it when its startBy (the congress's"
                                + " close) is",
                        "by-1905-04",
                        "day-exact",
                        "elected-1917-08",
                        "end-by",
                        "leader-1905",
                        "month-1903-08",
                        "ongoing",
                        "until-death",
                        "year-1903"),
                keeps(
                        "joinedBefore: \"1917-08-16\"",
                        "exclusive: not the day it had begun by",
                        "by-1905-04",
                        "day-exact",
                        "end-by",
                        "leader-1905",
                        "month-1903-08",
                        "ongoing",
                        "until-death",
                        "year-1903"),
                keeps(
                        "joinedBefore: \"1903-09\"",
                        "a year-only start may be later than August",
                        "day-exact",
                        "month-1903-08"),
                keeps(
                        "joinedBefore: \"1904\"",
                        "a year-only start is before the next year",
                        "day-exact",
                        "month-1903-08",
                        "year-1903"),
                keeps(
                        "activeOn: \"1903-08-10\"",
                        "inclusive: begins that day",
                        "day-exact",
                        "month-1903-08",
                        "year-1903"),
                keeps("activeOn: \"1903-08-09\"", "the day before it began", "month-1903-08", "year-1903"),
                keeps("activeOn: \"1904-01-15\"", "inclusive: ends that day", "day-exact", "year-1903"),
                keeps(
                        "activeOn: \"1903-11-10\"",
                        "inclusive: an end known to the month counts until its endBy",
                        "day-exact",
                        "month-1903-08",
                        "year-1903"),
                keeps(
                        "activeOn: \"1903-11-11\"",
                        "an end known to the month had come by its endBy (the successors' election)",
                        "day-exact",
                        "year-1903"),
                keeps("activeOn: \"1904-01-16\"", "the day after it ended; an open end lasts", "year-1903"),
                keeps(
                        "activeOn: \"1905-06\"",
                        "an unknown end counts until endBy",
                        "by-1905-04",
                        "end-by",
                        "leader-1905",
                        "until-death",
                        "year-1903"),
                keeps(
                        "activeOn: \"1905-07\"",
                        "not after endBy",
                        "by-1905-04",
                        "leader-1905",
                        "until-death",
                        "year-1903"),
                keeps(
                        "activeOn: \"1905-04-15\"",
                        "an undated start counts from the month it is known to have run by",
                        "by-1905-04",
                        "end-by",
                        "leader-1905",
                        "until-death",
                        "year-1903"),
                keeps(
                        "activeOn: \"1905-03\"",
                        "before its startBy nothing is known",
                        "end-by",
                        "leader-1905",
                        "until-death",
                        "year-1903"),
                keeps(
                        "joinedBefore: \"1905-05\"",
                        "a membership that ran by April 1905 began before May",
                        "by-1905-04",
                        "day-exact",
                        "end-by",
                        "leader-1905",
                        "month-1903-08",
                        "year-1903"),
                keeps(
                        "activeOn: \"1910\"",
                        "an unknown end counts until death, an ongoing one too",
                        "leader-1905",
                        "ongoing",
                        "until-death",
                        "year-1903"),
                keeps(
                        "activeOn: \"1911\"",
                        "nobody is active after their death",
                        "leader-1905",
                        "ongoing",
                        "year-1903"),
                keeps("activeOn: \"1925\"", "an ongoing membership ends with its member", "leader-1905", "year-1903"),
                keeps("joinedAfter: \"1903\", activeOn: \"1905-07\"", "filters combine", "leader-1905", "until-death"),
                keeps(
                        "joinedAfter: \"1903-07\", joinedBefore: \"1904\"",
                        "a window of starts",
                        "day-exact",
                        "month-1903-08"),
                keeps("joinedAfter: \"1904\", role: \"leader\"", "with a role", "leader-1905"),
                keeps(
                        "activeOn: \"1917-08-07\"",
                        "a start known to the month does not count before its startAfter (the congress's opening)",
                        "leader-1905",
                        "ongoing",
                        "year-1903"),
                keeps(
                        "activeOn: \"1917-08-08\"",
                        "inclusive: it may have begun on its startAfter",
                        "elected-1917-08",
                        "leader-1905",
                        "ongoing",
                        "year-1903"),
                keeps("activeOn: \"1904-06\"", "retracted memberships do not count", "end-by", "year-1903"),
                keeps(
                        "activeOn: \"1904-06\", includeRetracted: true",
                        "unless asked for",
                        "end-by",
                        "retracted-1904",
                        "year-1903"),
                // each filter alone and with the others: a query variant that lost a clause keeps more
                keeps(
                        "includeRetracted: false",
                        "no filter but the default: every membership not retracted, dated or not",
                        "by-1905-04",
                        "day-exact",
                        "elected-1917-08",
                        "end-by",
                        "leader-1905",
                        "month-1903-08",
                        "ongoing",
                        "undated",
                        "until-death",
                        "year-1903"),
                keeps(
                        "includeRetracted: true",
                        "no filter at all",
                        "by-1905-04",
                        "day-exact",
                        "elected-1917-08",
                        "end-by",
                        "leader-1905",
                        "month-1903-08",
                        "ongoing",
                        "retracted-1904",
                        "retracted-leader-1907",
                        "undated",
                        "until-death",
                        "year-1903"),
                keeps("role: \"leader\"", "a role alone", "leader-1905"),
                keeps(
                        "role: \"leader\", includeRetracted: true",
                        "a role, retracted memberships too",
                        "leader-1905",
                        "retracted-leader-1907"),
                keeps(
                        "joinedAfter: \"1906\", role: \"leader\", includeRetracted: true",
                        "a role after a date, retracted too",
                        "retracted-leader-1907"),
                keeps("joinedBefore: \"1908\", role: \"leader\"", "a role before a date", "leader-1905"),
                keeps(
                        "activeOn: \"1908\", role: \"leader\", includeRetracted: true",
                        "a role on a date, retracted too",
                        "leader-1905",
                        "retracted-leader-1907"),
                keeps(
                        "joinedAfter: \"1903\", joinedBefore: \"1906\", activeOn: \"1905-07\", role: \"leader\"",
                        "every filter at once",
                        "leader-1905"));
    }

    static Stream<Arguments> everyCaseThroughEveryVariant() {
        return Stream.of(Variant.values()).flatMap(v -> cases().stream().map(c -> Arguments.of(v, c)));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("everyCaseThroughEveryVariant")
    void everyVariantKeepsTheSameMemberships(Variant variant, Case c) {
        Answer answer = variant.ask(c.arguments());
        Set<String> expected = new TreeSet<>(c.expected());
        if (variant == Variant.QUERY_MEMBERS_FROM_START_INDEX && c.keepsBallast()) {
            IntStream.range(0, BALLAST)
                    .forEach(i -> expected.add(
                            "ballast-" + i)); // asked of "ballast" too, and filtered by neither date nor role
        }
        if (answer.ids() != null) {
            assertEquals(expected, answer.ids(), c.why());
        }
        assertEquals(expected.size(), answer.totalCount(), c.why());
    }

    /** The variants are chosen by how large a share of all memberships the organizations asked for hold. */
    @Test
    void theFixtureReachesBothAccessPathsOfQueryMembers() {
        assertTrue(share(List.of("reds")) < MembershipStore.INDEX_SHARE, "reds alone: read from the organizations");
        assertTrue(
                share(List.of("reds", "ballast")) >= MembershipStore.INDEX_SHARE,
                "reds and ballast: read from the start-date index");
    }

    private static double share(List<String> organizations) {
        return TestDatabase.graph().inRead(tx -> {
            var r = tx.run("""
                    MATCH ()-[m:MEMBER_OF]->(o) WITH count(m) AS total, sum(CASE WHEN o.id IN $of THEN 1 ELSE 0 END) AS held
                    RETURN toFloat(held) / total AS share""", Map.of("of", organizations)).single();
            return r.get("share").asDouble();
        });
    }
}
