package org.iskra.research;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iskra.testing.Facts;
import org.iskra.testing.Json;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The exact semantics of the research tools on a small fixture: time filters (asOf, periods, deaths), retracted
 * statements, directions, rings and caps.
 */
class ResearchSemanticsIT {
    private static TestServer server;

    @BeforeAll
    static void load() {
        TestDatabase.clean();
        Facts.load("""
                {"sources": [{"id": "src", "title": "Test source"}],
                 "people": [
                   {"id": "anna", "name": "Anna A", "born": "1870", "died": "1910-03-01", "sources": ["src"]},
                   {"id": "boris", "name": "Boris B", "sources": ["src"]},
                   {"id": "clara", "name": "Clara C", "sources": ["src"]},
                   {"id": "dmitri", "name": "Dmitri D", "sources": ["src"]},
                   {"id": "elena", "name": "Elena E", "sources": ["src"]}],
                 "organizations": [
                   {"id": "reds", "name": "Reds", "kind": "faction", "sources": ["src"]},
                   {"id": "blues", "name": "Blues", "kind": "faction", "founded": "1905", "sources": ["src"]},
                   {"id": "x", "name": "Grouping X", "kind": "grouping", "sources": ["src"]},
                   {"id": "y", "name": "Grouping Y", "kind": "grouping", "sources": ["src"]}],
                 "congresses": [{"id": "c1", "name": "First Meeting", "kind": "congress", "start": "1905-05-01", "end": "1905-05-10", "sources": ["src"]}],
                 "events": [{"id": "e1", "name": "A vote", "kind": "vote", "date": "1905-05", "sources": ["src"]}],
                 "statements": [
                   {"type": "MEMBER_OF", "from": "anna", "to": "reds", "start": "1900", "sources": ["src"]},
                   {"type": "MEMBER_OF", "from": "boris", "to": "reds", "start": "1904-06", "sources": ["src"]},
                   {"type": "MEMBER_OF", "from": "clara", "to": "reds", "start": "1912", "sources": ["src"]},
                   {"type": "MEMBER_OF", "from": "elena", "to": "reds", "sources": ["src"]},
                   {"type": "MEMBER_OF", "from": "dmitri", "to": "blues", "start": "1903-08", "sources": ["src"]},
                   {"type": "MEMBER_OF", "from": "boris", "to": "blues", "start": "1906", "sources": ["src"]},
                   {"type": "ATTENDED", "from": "anna", "to": "c1", "grouping": "x", "sources": ["src"]},
                   {"type": "ATTENDED", "from": "boris", "to": "c1", "grouping": "x", "sources": ["src"]},
                   {"type": "ATTENDED", "from": "dmitri", "to": "c1", "grouping": "y", "sources": ["src"]},
                   {"type": "ATTENDED", "from": "clara", "to": "c1", "sources": ["src"]},
                   {"type": "PART_OF", "from": "e1", "to": "c1", "sources": ["src"]},
                   {"type": "OPPOSED", "from": "dmitri", "to": "anna", "sources": ["src"]}
                 ]}
                """);
        TestDatabase.write(
                "MATCH (:Entity {id: 'boris'})-[r:MEMBER_OF]->(:Entity {id: 'blues'}) SET r.retracted = true",
                Map.of());
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static JsonNode data(String query) {
        JsonNode body = Json.read(server.graphql(query).body());
        assertFalse(body.has("errors"), body.toString());
        return body.get("data");
    }

    static List<String> pathsOf(String arguments) {
        List<String> paths = new ArrayList<>();
        for (JsonNode p : data("{ connections(" + arguments + ") { nodes { id } steps { type direction } } }")
                .get("connections")) {
            StringBuilder s = new StringBuilder(p.at("/nodes/0/id").asText());
            for (int i = 0; i < p.get("steps").size(); i++) {
                JsonNode step = p.get("steps").get(i);
                s.append(step.get("direction").asText().equals("FORWARD") ? " -" : " <-")
                        .append(step.get("type").asText())
                        .append(step.get("direction").asText().equals("FORWARD") ? "-> " : "- ")
                        .append(p.at("/nodes/" + (i + 1) + "/id").asText());
            }
            paths.add(s.toString());
        }
        return paths;
    }

    @Test
    void connectionsIgnoreDirectionAndTypesNarrowThem() {
        assertEquals(List.of("anna <-OPPOSED- dmitri"), pathsOf("from: \"anna\", to: \"dmitri\""));
        assertEquals(
                List.of("anna -ATTENDED-> c1 <-ATTENDED- dmitri"),
                pathsOf("from: \"anna\", to: \"dmitri\", types: [ATTENDED, MEMBER_OF]"));
    }

    @Test
    void asOfKeepsStatementsWhosePeriodMayOverlapAndUndatedOnesAlways() {
        String annaToBoris = "from: \"anna\", to: \"boris\", types: [MEMBER_OF]";
        assertEquals(List.of("anna -MEMBER_OF-> reds <-MEMBER_OF- boris"), pathsOf(annaToBoris + ", asOf: \"1904\""));
        assertEquals(List.of(), pathsOf(annaToBoris + ", asOf: \"1899\""), "Boris had not joined, Anna neither");
        assertEquals(List.of(), pathsOf(annaToBoris + ", asOf: \"1904-05\""), "Boris joined in June 1904");
        assertEquals(
                List.of("anna -MEMBER_OF-> reds <-MEMBER_OF- elena"),
                pathsOf("from: \"anna\", to: \"elena\", asOf: \"1901\""),
                "Elena's undated membership is timeless");
        assertEquals(
                2,
                pathsOf("from: \"anna\", to: \"boris\"").size(),
                "without asOf: through Reds and through the congress");
    }

    @Test
    void retractedStatementsNeverCount() {
        assertEquals(List.of(), pathsOf("from: \"boris\", to: \"dmitri\", types: [MEMBER_OF]"));
        JsonNode blues = data("{ neighbourhood(id: \"blues\") { nodes { id } edges { id } } }")
                .get("neighbourhood");
        assertEquals(
                "[{\"id\":\"blues\"},{\"id\":\"dmitri\"}]", blues.get("nodes").toString());
        assertEquals(1, blues.get("edges").size());
        assertTrue(data("{ coMembers(id: \"boris\") { person { id } } }")
                .toString()
                .contains("anna"));
        assertFalse(data("{ coMembers(id: \"boris\") { person { id } } }")
                .toString()
                .contains("dmitri"));
        assertFalse(data("{ timeline(involving: [\"blues\"]) { kind subject { id } } }")
                .toString()
                .contains("boris"));
    }

    @Test
    void neighbourhoodsGrowRingByRingWithTheStatementsAmongTheirEntities() {
        JsonNode one =
                data("{ neighbourhood(id: \"anna\") { truncated nodes { id } edges { type from { id } to { id } } } }")
                        .get("neighbourhood");
        // each linked to Anna by one statement: the better connected first (c1 has 5 statements, the Reds 4, Dmitri 3)
        assertEquals(List.of("anna", "c1", "reds", "dmitri"), ids(one.get("nodes")));
        assertEquals(4, one.get("edges").size(), "anna→reds, anna→c1, dmitri→anna and dmitri→c1 among them: " + one);
        assertFalse(one.get("truncated").asBoolean());
        JsonNode two = data("{ neighbourhood(id: \"anna\", depth: 2) { nodes { id } } }")
                .get("neighbourhood");
        assertEquals(
                List.of("anna", "c1", "reds", "dmitri", "boris", "clara", "blues", "e1", "elena"),
                ids(two.get("nodes")));
        JsonNode capped = data("{ neighbourhood(id: \"anna\", depth: 2, first: 3) { truncated nodes { id } } }")
                .get("neighbourhood");
        assertEquals(List.of("anna", "c1", "reds"), ids(capped.get("nodes")));
        assertTrue(capped.get("truncated").asBoolean());
        assertEquals(
                List.of("reds", "anna", "boris", "elena"),
                redsMembersIn("1909"),
                "asOf filters statements: Anna's membership has no end, so it may overlap 1909; Clara joined in 1912");
        assertEquals(
                List.of("reds", "boris", "clara", "elena"),
                redsMembersIn("1912"),
                "but not 1912: she died in 1910, and nobody is a member after death");
    }

    /** The Reds' neighbourhood over memberships that may overlap {@code year}. */
    private static List<String> redsMembersIn(String year) {
        return ids(data("{ neighbourhood(id: \"reds\", types: [MEMBER_OF], asOf: \"" + year + "\") { nodes { id } } }")
                .at("/neighbourhood/nodes"));
    }

    @Test
    void coMembersOverlapPeriodsAndNobodyIsAMemberAfterDeath() {
        JsonNode anna =
                data("{ coMembers(id: \"anna\") { person { id } organization { id } since until membership { since } theirMembership { since } } }")
                        .get("coMembers");
        assertEquals(List.of("boris", "elena"), personIds(anna), "Clara joined in 1912, after Anna died");
        assertEquals("1904-06", anna.at("/0/since").asText());
        assertEquals("1910-03-01", anna.at("/0/until").asText(), "until Anna's death");
        assertEquals("1900", anna.at("/1/since").asText(), "Elena's start is unknown: Anna's");
        assertEquals("1900", anna.at("/0/membership/since").asText());
        assertEquals("1904-06", anna.at("/0/theirMembership/since").asText());
        assertEquals(
                List.of("boris", "elena"),
                personIds(data("{ coMembers(id: \"clara\") { person { id } } }").get("coMembers")));
    }

    @Test
    void coAttendeesSayWhetherTheySatTogether() {
        JsonNode anna =
                data("{ coAttendees(id: \"anna\") { person { id } congress { id } sameGrouping theirAttendance { grouping { id } } } }")
                        .get("coAttendees");
        assertEquals(List.of("boris", "clara", "dmitri"), personIds(anna));
        assertEquals("c1", anna.at("/0/congress/id").asText());
        assertTrue(anna.at("/0/sameGrouping").asBoolean());
        assertTrue(anna.at("/1/sameGrouping").isNull());
        assertFalse(anna.at("/2/sameGrouping").asBoolean());
        assertEquals("y", anna.at("/2/theirAttendance/grouping/id").asText());
    }

    @Test
    void factionCountsUseTheActiveOnSemantics() {
        JsonNode counts =
                data("{ factionCounts(of: [\"reds\", \"blues\"], from: 1903, to: 1912) { year faction { id } members } }")
                        .get("factionCounts");
        List<String> cells = new ArrayList<>();
        counts.forEach(c -> cells.add(c.get("year").asInt() + ":"
                + c.at("/faction/id").asText() + "=" + c.get("members").asInt()));
        assertEquals(
                List.of(
                        "1903:reds=1",
                        "1903:blues=1",
                        "1904:reds=2",
                        "1904:blues=1",
                        "1905:reds=2",
                        "1905:blues=1",
                        "1906:reds=2",
                        "1906:blues=1",
                        "1907:reds=2",
                        "1907:blues=1",
                        "1908:reds=2",
                        "1908:blues=1",
                        "1909:reds=2",
                        "1909:blues=1",
                        "1910:reds=2",
                        "1910:blues=1",
                        "1911:reds=1",
                        "1911:blues=1",
                        "1912:reds=2",
                        "1912:blues=1"),
                cells,
                "Elena's undated membership never counts, Anna's ends with her death, Boris's retracted Blues membership never counts");
    }

    @Test
    void timelineSortsYearBeforeMonthBeforeDay() {
        List<String> entries = new ArrayList<>();
        data("{ timeline(from: \"1905\", to: \"1905\") { date precision kind } }")
                .get("timeline")
                .forEach(e -> entries.add(e.get("date").asText() + " "
                        + e.get("precision").asText() + " " + e.get("kind").asText()));
        assertEquals(
                List.of(
                        "1905 YEAR founding",
                        "1905-05 MONTH event",
                        "1905-05-01 DAY congress-opens",
                        "1905-05-10 DAY congress-closes"),
                entries);
        List<String> anna = new ArrayList<>();
        data("{ timeline(involving: [\"anna\"]) { kind label } }")
                .get("timeline")
                .forEach(e -> anna.add(e.get("label").asText()));
        assertEquals(List.of("Anna A is born", "Anna A joins Reds", "Anna A dies"), anna);
    }

    @Test
    void networksNeedAPersonAndFactionCountsOrganizations() {
        for (String query : List.of(
                "{ coMembers(id: \"reds\") { since } }",
                "{ factionCounts(of: [\"anna\"]) { year } }",
                "{ factionCounts(from: 1917, to: 1903) { year } }",
                "{ neighbourhood(id: \"anna\", depth: 4) { truncated } }")) {
            JsonNode body = Json.read(server.graphql(query).body());
            assertEquals("BAD_USER_INPUT", body.at("/errors/0/extensions/code").asText(), query + " → " + body);
        }
        for (String query : List.of(
                "{ coAttendees(id: \"nobody\") { sameGrouping } }",
                "{ neighbourhood(id: \"nobody\") { truncated } }")) {
            JsonNode body = Json.read(server.graphql(query).body());
            assertEquals("NOT_FOUND", body.at("/errors/0/extensions/code").asText(), query + " → " + body);
        }
    }

    private static List<String> ids(JsonNode nodes) {
        List<String> ids = new ArrayList<>();
        nodes.forEach(n -> ids.add(n.get("id").asText()));
        return ids;
    }

    private static List<String> personIds(JsonNode rows) {
        List<String> ids = new ArrayList<>();
        rows.forEach(r -> ids.add(r.at("/person/id").asText()));
        return ids;
    }
}
