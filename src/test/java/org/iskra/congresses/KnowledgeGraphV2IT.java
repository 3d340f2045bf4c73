package org.iskra.congresses;

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
 * The structured facts of knowledge graph v2 through GraphQL over HTTP, on a small fixture: rosters and their
 * completeness, mandates, offices, motions with tallies (one attested, one disputed) and individual votes, statements
 * made at a congress, refusals and absences, end status and {@code activeOn}, paged congresses, dated place hierarchies
 * and periodical issues.
 */
class KnowledgeGraphV2IT {
    private static final String TOKEN = "v2-loader-token";
    private static TestServer server;

    @BeforeAll
    static void load() {
        TestDatabase.clean();
        Facts.load("""
                {"sources": [{"id": "minutes", "title": "Minutes"}, {"id": "memoir", "title": "A memoir"}],
                 "people": [
                   {"id": "lenin", "name": "Lenin", "died": "1924-01-21", "sources": ["minutes"]},
                   {"id": "martov", "name": "Martov", "died": "1923-04-04", "sources": ["minutes"]},
                   {"id": "plekhanov", "name": "Plekhanov", "died": "1918-05-30", "sources": ["minutes"]},
                   {"id": "krasikov", "name": "Krasikov", "sources": ["minutes"]}],
                 "organizations": [
                   {"id": "iskra-majority", "name": "Iskra majority", "kind": "grouping", "sources": ["minutes"]},
                   {"id": "iskra-minority", "name": "Iskra minority", "kind": "grouping", "sources": ["minutes"]},
                   {"id": "league-abroad", "name": "League Abroad", "kind": "union", "sources": ["minutes"]},
                   {"id": "kiev-committee", "name": "Kiev Committee", "kind": "committee", "sources": ["minutes"]},
                   {"id": "central-committee", "name": "Central Committee", "kind": "committee", "sources": ["minutes"]}],
                 "congresses": [
                   {"id": "congress-1", "name": "First Congress", "kind": "congress", "ordinal": 1, "start": "1898-03-13", "end": "1898-03-15", "delegates": 9, "sources": ["minutes"]},
                   {"id": "congress-2", "name": "Second Congress", "kind": "congress", "ordinal": 2, "start": "1903-07-30", "end": "1903-08-23",
                    "delegates": 4, "votingDelegates": 3, "consultativeDelegates": 1, "votes": 4, "sources": ["minutes"]},
                   {"id": "conference-1905", "name": "A conference", "kind": "conference", "start": "1905-12", "sources": ["minutes"]}],
                 "motions": [
                   {"id": "paragraph-1-martov", "name": "Martov's paragraph 1", "kind": "rules", "text": "A member is one who renders regular personal assistance.", "date": "1903-08-15", "sources": ["minutes"]},
                   {"id": "bund-autonomy", "name": "Bund autonomy", "kind": "resolution", "sources": ["minutes"]}],
                 "publications": [
                   {"id": "iskra", "name": "Iskra", "kind": "newspaper", "issueCount": 112, "sources": ["minutes"]},
                   {"id": "where-to-begin", "name": "Where to Begin", "kind": "article", "published": "1901-05", "sources": ["minutes"]}],
                 "places": [
                   {"id": "tammerfors", "name": "Tammerfors", "kind": "city", "sources": ["minutes"]},
                   {"id": "finland", "name": "Grand Duchy of Finland", "kind": "region", "sources": ["minutes"]},
                   {"id": "russian-empire", "name": "Russian Empire", "kind": "country", "sources": ["minutes"]},
                   {"id": "republic-of-finland", "name": "Finland", "kind": "country", "sources": ["minutes"]}],
                 "statements": [
                   {"id": "lenin-at-2", "type": "ATTENDED", "from": "lenin", "to": "congress-2", "role": "delegate", "grouping": "iskra-majority", "sources": ["minutes"]},
                   {"id": "martov-at-2", "type": "ATTENDED", "from": "martov", "to": "congress-2", "role": "delegate", "grouping": "iskra-minority", "sources": ["minutes"]},
                   {"id": "plekhanov-at-2", "type": "ATTENDED", "from": "plekhanov", "to": "congress-2", "role": "delegate", "grouping": "iskra-majority", "sources": ["minutes"]},
                   {"id": "krasikov-at-2", "type": "ATTENDED", "from": "krasikov", "to": "congress-2", "role": "advisory-delegate", "sources": ["minutes"]},
                   {"id": "lenin-mandate-2", "type": "REPRESENTED", "from": "lenin", "to": "league-abroad", "context": "congress-2", "votes": 2, "role": "delegate", "sources": ["minutes"]},
                   {"id": "martov-mandate-2", "type": "REPRESENTED", "from": "martov", "to": "kiev-committee", "context": "congress-2", "votes": 1, "role": "delegate", "sources": ["minutes"]},
                   {"id": "plekhanov-chair-2", "type": "HELD_OFFICE", "from": "plekhanov", "to": "congress-2", "role": "chair", "date": "1903-07-30", "sources": ["minutes"]},
                   {"id": "lenin-vice-chair-2", "type": "HELD_OFFICE", "from": "lenin", "to": "congress-2", "role": "vice-chair", "date": "1903-07-30", "sources": ["minutes"]},
                   {"id": "paragraph-1-part-of-2", "type": "PART_OF", "from": "paragraph-1-martov", "to": "congress-2", "sources": ["minutes"]},
                   {"id": "bund-autonomy-part-of-2", "type": "PART_OF", "from": "bund-autonomy", "to": "congress-2", "sources": ["minutes"]},
                   {"id": "paragraph-1-decided", "type": "DECIDED", "from": "congress-2", "to": "paragraph-1-martov", "outcome": "adopted", "votesFor": 28, "votesAgainst": 22, "abstentions": 1, "date": "1903-08-15", "sources": ["minutes"]},
                   {"id": "bund-decided-minutes", "type": "DECIDED", "from": "congress-2", "to": "bund-autonomy", "outcome": "rejected", "votesFor": 5, "votesAgainst": 41, "certainty": "disputed", "note": "The minutes give 41 against.", "sources": ["minutes"]},
                   {"id": "bund-decided-memoir", "type": "DECIDED", "from": "congress-2", "to": "bund-autonomy", "outcome": "rejected", "votesFor": 5, "votesAgainst": 46, "certainty": "disputed", "note": "The memoir gives 46 against.", "sources": ["memoir"]},
                   {"id": "martov-moved-paragraph-1", "type": "PROPOSED", "from": "martov", "to": "paragraph-1-martov", "role": "mover", "sources": ["minutes"]},
                   {"id": "lenin-voted-paragraph-1", "type": "VOTED", "from": "lenin", "to": "paragraph-1-martov", "choice": "against", "context": "congress-2", "sources": ["minutes"]},
                   {"id": "martov-voted-paragraph-1", "type": "VOTED", "from": "martov", "to": "paragraph-1-martov", "choice": "for", "grouping": "iskra-minority", "context": "congress-2", "sources": ["minutes"]},
                   {"id": "plekhanov-voted-paragraph-1", "type": "VOTED", "from": "plekhanov", "to": "paragraph-1-martov", "choice": "against", "context": "congress-2", "sources": ["minutes"]},
                   {"id": "krasikov-elected-cc", "type": "MEMBER_OF", "from": "krasikov", "to": "central-committee", "role": "member", "began": "elected", "context": "congress-2", "start": "1903-08", "endUnknown": true, "endBy": "1904-12", "sources": ["minutes"]},
                   {"id": "martov-declined-cc", "type": "DECLINED", "from": "martov", "to": "central-committee", "context": "congress-2", "date": "1903-08", "note": "Refused to stand.", "sources": ["minutes"]},
                   {"id": "lenin-cc", "type": "MEMBER_OF", "from": "lenin", "to": "central-committee", "start": "1903-08", "end": "1904-06", "sources": ["minutes"]},
                   {"id": "plekhanov-cc", "type": "MEMBER_OF", "from": "plekhanov", "to": "central-committee", "start": "1903-08", "sources": ["minutes"]},
                   {"id": "martov-cc", "type": "MEMBER_OF", "from": "martov", "to": "central-committee", "start": "1903-08", "ongoing": true, "sources": ["minutes"]},
                   {"id": "krasikov-absent-1905", "type": "ABSENT_FROM", "from": "krasikov", "to": "conference-1905", "note": "Arrested on the way.", "sources": ["minutes"]},
                   {"id": "league-declined-1905", "type": "DECLINED", "from": "league-abroad", "to": "conference-1905", "note": "Refused to send delegates.", "sources": ["minutes"]},
                   {"id": "tammerfors-in-finland", "type": "PART_OF", "from": "tammerfors", "to": "finland", "start": "1809", "end": "1917-12-06", "sources": ["minutes"]},
                   {"id": "tammerfors-in-republic", "type": "PART_OF", "from": "tammerfors", "to": "republic-of-finland", "start": "1917-12-06", "sources": ["minutes"]},
                   {"id": "finland-in-empire", "type": "PART_OF", "from": "finland", "to": "russian-empire", "start": "1809", "end": "1917-12-06", "sources": ["minutes"]},
                   {"id": "where-to-begin-in-iskra", "type": "APPEARED_IN", "from": "where-to-begin", "to": "iskra", "issue": 4, "date": "1901-05", "sources": ["minutes"]}
                 ]}
                """);
        server = TestServer.start("--write-tokens", "loader:" + TOKEN);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode data(String query) {
        return server.data(query);
    }

    private static List<String> texts(JsonNode array, String pointer) {
        return Json.texts(array, pointer);
    }

    @Test
    void aRosterSaysHowCompleteItIs() {
        JsonNode roster =
                data("{ congress(id: \"congress-2\") { votingDelegateCount consultativeDelegateCount voteCount "
                                + "roster { knownCount recordedCount complete voting { known recorded complete } consultative { known recorded complete } "
                                + "votes { known recorded complete } } } }")
                        .at("/congress");
        assertEquals(3, roster.get("votingDelegateCount").asInt());
        assertEquals(4, roster.at("/roster/knownCount").asInt());
        assertEquals(4, roster.at("/roster/recordedCount").asInt());
        assertTrue(roster.at("/roster/complete").asBoolean());
        assertEquals(3, roster.at("/roster/voting/recorded").asInt());
        assertEquals(1, roster.at("/roster/consultative/recorded").asInt());
        assertEquals(3, roster.at("/roster/votes/recorded").asInt(), "mandates carry 2 + 1 votes");
        assertFalse(roster.at("/roster/votes/complete").asBoolean(), "4 votes are known, 3 recorded");

        JsonNode first =
                data("{ congress(id: \"congress-1\") { roster { knownCount recordedCount complete voting { known complete } } } }")
                        .at("/congress/roster");
        assertEquals(9, first.get("knownCount").asInt());
        assertEquals(0, first.get("recordedCount").asInt());
        assertFalse(first.get("complete").asBoolean());
        assertTrue(
                first.at("/voting/known").isNull()
                        && first.at("/voting/complete").isNull(),
                first.toString());
    }

    @Test
    void delegatesFilterByGroupingAndRoleAndCarryTheirMandates() {
        JsonNode c =
                data("{ congress(id: \"congress-2\") { majority: delegates(grouping: \"iskra-majority\") { person { id } grouping { id kind } "
                                + "mandates { organization { id } votes } } consultative: delegates(role: \"advisory-delegate\") { person { id } } } }")
                        .at("/congress");
        assertEquals(
                List.of("lenin", "plekhanov"),
                texts(c.get("majority"), "/person/id").stream().sorted().toList());
        assertEquals("GROUPING", c.at("/majority/0/grouping/kind").asText());
        JsonNode lenin =
                c.get("majority").get(texts(c.get("majority"), "/person/id").indexOf("lenin"));
        assertEquals("league-abroad", lenin.at("/mandates/0/organization/id").asText());
        assertEquals(2, lenin.at("/mandates/0/votes").asInt());
        assertEquals(List.of("krasikov"), texts(c.get("consultative"), "/person/id"));
    }

    @Test
    void mandatesAndOfficersOfACongress() {
        JsonNode c =
                data("{ congress(id: \"congress-2\") { mandates { person { id } organization { id } votes congress { id } } "
                                + "after: mandates(first: 1, after: \"lenin-mandate-2\") { id } officers { person { id } role date } } }")
                        .at("/congress");
        assertEquals(
                List.of("lenin-mandate-2", "martov-mandate-2").size(),
                c.get("mandates").size());
        assertEquals("congress-2", c.at("/mandates/0/congress/id").asText());
        assertEquals(List.of("martov-mandate-2"), texts(c.get("after"), "/id"));
        assertEquals(
                List.of("chair", "vice-chair"),
                texts(c.get("officers"), "/role").stream().sorted().toList());
    }

    @Test
    void aMotionHasItsTextTallyAndVotes() {
        JsonNode m =
                data("{ motion(id: \"paragraph-1-martov\") { kind text congress { id } proposedBy { from { id } role } "
                                + "result { outcome votesFor votesAgainst abstentions certainty sources { id } } "
                                + "against: votes(choice: AGAINST) { voter { id } choice } all: votes { voter { id } choice grouping { id } } } }")
                        .at("/motion");
        assertEquals("RULES", m.get("kind").asText());
        assertTrue(m.get("text").asText().startsWith("A member is one"));
        assertEquals("congress-2", m.at("/congress/id").asText());
        assertEquals("martov", m.at("/proposedBy/0/from/id").asText());
        assertEquals("ADOPTED", m.at("/result/outcome").asText());
        assertEquals(
                List.of(28, 22, 1),
                List.of(
                        m.at("/result/votesFor").asInt(),
                        m.at("/result/votesAgainst").asInt(),
                        m.at("/result/abstentions").asInt()));
        assertEquals("ATTESTED", m.at("/result/certainty").asText());
        assertEquals(
                List.of("lenin", "plekhanov"),
                texts(m.get("against"), "/voter/id").stream().sorted().toList());
        assertEquals(3, m.get("all").size());
        assertTrue(texts(m.get("all"), "/grouping/id").contains("iskra-minority"));
    }

    @Test
    void aDisputedTallyHasNoSingleResultButEveryVersionWithItsSource() {
        JsonNode m =
                data("{ motion(id: \"bund-autonomy\") { text result { votesFor } decisions { votesAgainst certainty note sources { id } } } }")
                        .at("/motion");
        assertTrue(m.get("text").isNull());
        assertTrue(m.get("result").isNull(), m.toString());
        assertEquals(
                List.of("41", "46"),
                texts(m.get("decisions"), "/votesAgainst").stream().sorted().toList());
        assertEquals(List.of("DISPUTED", "DISPUTED"), texts(m.get("decisions"), "/certainty"));
        assertEquals(
                List.of("memoir", "minutes"),
                texts(m.get("decisions"), "/sources/0/id").stream().sorted().toList());
    }

    @Test
    void statementsMadeAtACongressAreReachableFromItAndFilterable() {
        JsonNode c =
                data("{ congress(id: \"congress-2\") { motions { id } decisions(first: 50) { totalCount nodes { id type } } "
                                + "elections: decisions(types: [MEMBER_OF]) { nodes { from { id } endBy endStatus began } } absences { type from { id } } } }")
                        .at("/congress");
        assertEquals(
                List.of("bund-autonomy", "paragraph-1-martov"),
                texts(c.get("motions"), "/id").stream().sorted().toList());
        List<String> types = texts(c.at("/decisions/nodes"), "/type");
        assertTrue(types.containsAll(List.of("REPRESENTED", "MEMBER_OF", "DECLINED", "VOTED")), types.toString());
        assertEquals(c.at("/decisions/totalCount").asInt(), types.size());
        assertEquals("krasikov", c.at("/elections/nodes/0/from/id").asText());
        assertEquals("1904-12", c.at("/elections/nodes/0/endBy").asText());
        assertEquals("UNKNOWN", c.at("/elections/nodes/0/endStatus").asText());
        assertEquals("elected", c.at("/elections/nodes/0/began").asText());
        assertEquals(List.of("DECLINED"), texts(c.get("absences"), "/type"));
        JsonNode root = data("{ statements(context: \"congress-2\", types: [VOTED]) { totalCount } }");
        assertEquals(3, root.at("/statements/totalCount").asInt());
        JsonNode absent = data("{ congress(id: \"conference-1905\") { absences { type from { id } note } } }")
                .at("/congress/absences");
        // a person expected but absent, and an organization that refused to take part
        List<String> who = new ArrayList<>();
        absent.forEach(
                a -> who.add(a.get("type").asText() + " " + a.at("/from/id").asText()));
        assertEquals(
                List.of("ABSENT_FROM krasikov", "DECLINED league-abroad"),
                who.stream().sorted().toList());
    }

    @Test
    void endStatusDistinguishesEndedOngoingAndUnknown() {
        JsonNode ms =
                data("{ organization(id: \"central-committee\") { members(first: 10) { nodes { person { id } until endStatus } } } }")
                        .at("/organization/members/nodes");
        List<String> statuses = new ArrayList<>();
        ms.forEach(m -> statuses.add(
                m.at("/person/id").asText() + ":" + m.get("endStatus").asText()));
        // Krasikov's seat won at the Second Congress is a term of the same model (endUnknown, bounded by endBy)
        assertEquals(
                List.of("krasikov:UNKNOWN", "lenin:ENDED", "martov:ONGOING", "plekhanov:UNKNOWN"),
                statuses.stream().sorted().toList());
    }

    @Test
    void activeOnNoLongerKeepsPeopleInOfficeForever() {
        // Lenin's term ended in 1904; Plekhanov's end is unknown, so it lasts at most until his death (1918);
        // Martov's is ongoing, which also ends with his death (1923). Krasikov's elected term ended by December 1904 at
        // the latest.
        assertEquals(List.of("krasikov", "lenin", "martov", "plekhanov"), activeOn("1904-01"));
        assertEquals(List.of("martov", "plekhanov"), activeOn("1905"));
        assertEquals(List.of("martov", "plekhanov"), activeOn("1910"));
        assertEquals(List.of("martov"), activeOn("1920"));
        assertEquals(List.of(), activeOn("1925"));
    }

    private static List<String> activeOn(String date) {
        JsonNode nodes = data("{ members(of: [\"central-committee\"], activeOn: \"" + date
                        + "\", first: 10) { nodes { person { id } } } }")
                .at("/members/nodes");
        return texts(nodes, "/person/id").stream().sorted().toList();
    }

    @Test
    void congressesArePagedAndFilteredByDate() {
        JsonNode all = data("{ congresses(first: 2) { totalCount nodes { id } pageInfo { hasNextPage endCursor } } }")
                .at("/congresses");
        assertEquals(3, all.get("totalCount").asInt());
        assertEquals(List.of("congress-1", "congress-2"), texts(all.get("nodes"), "/id"));
        String cursor = all.at("/pageInfo/endCursor").asText();
        JsonNode next = data("{ congresses(first: 2, after: \"" + cursor
                        + "\") { nodes { id } pageInfo { hasNextPage } } }")
                .at("/congresses");
        assertEquals(List.of("conference-1905"), texts(next.get("nodes"), "/id"));
        assertFalse(next.at("/pageInfo/hasNextPage").asBoolean());
        assertEquals(
                List.of("congress-2", "conference-1905"),
                texts(
                        data("{ congresses(from: \"1900\", to: \"1906\") { nodes { id } } }")
                                .at("/congresses/nodes"),
                        "/id"));
        assertEquals(
                List.of("conference-1905"),
                texts(data("{ congresses(kind: CONFERENCE) { nodes { id } } }").at("/congresses/nodes"), "/id"));
        assertEquals(
                List.of("congress-2"),
                texts(
                        data("{ congresses(from: \"1903-08-01\", to: \"1903-08-02\") { nodes { id } } }")
                                .at("/congresses/nodes"),
                        "/id"));
    }

    @Test
    void placesHaveADatedHierarchy() {
        JsonNode t =
                data("{ place(id: \"tammerfors\") { in1905: hierarchy(asOf: \"1905\") { id } latest: hierarchy { id } "
                                + "partOf(asOf: \"1905\") { to { id } start end } } }")
                        .at("/place");
        assertEquals(List.of("finland", "russian-empire"), texts(t.get("in1905"), "/id"));
        assertEquals(List.of("republic-of-finland"), texts(t.get("latest"), "/id"));
        assertEquals("finland", t.at("/partOf/0/to/id").asText());
        assertEquals(1, t.get("partOf").size());
        JsonNode parts = data("{ place(id: \"finland\") { parts(asOf: \"1906\") { id } } }")
                .at("/place/parts");
        assertEquals(List.of("tammerfors"), texts(parts, "/id"));
    }

    @Test
    void periodicalsCountTheirIssuesAndArticlesNameTheirIssue() {
        JsonNode p = data("{ publication(id: \"iskra\") { issueCount articles { article { id } issue date } } "
                        + "article: publication(id: \"where-to-begin\") { appearedIn { periodical { id } issue } } }")
                .get("publication");
        assertEquals(112, p.get("issueCount").asInt());
        assertEquals("where-to-begin", p.at("/articles/0/article/id").asText());
        assertEquals(4, p.at("/articles/0/issue").asInt());
        JsonNode a = data("{ publication(id: \"where-to-begin\") { appearedIn { periodical { id } issue } } }")
                .at("/publication/appearedIn/0");
        assertEquals("iskra", a.at("/periodical/id").asText());
        assertEquals(4, a.get("issue").asInt());
    }

    @Test
    void badV2FactsAreRefusedWithWhereAndHowToFixAndWriteNothing() {
        String mutation =
                "mutation($input: FactBatch!) { importFacts(input: $input) { applied problems { path field message } } }";
        var input = Json.read("""
                {"statements": [{"id": "bad-vote", "type": "VOTED", "from": "lenin", "to": "paragraph-1-martov", "choice": "lenin-wording", "sources": ["minutes"]},
                                {"id": "bad-mandate", "type": "REPRESENTED", "from": "lenin", "to": "kiev-committee", "votes": -1, "grouping": "nobody",
                                 "ongoing": true, "end": "1904", "sources": ["minutes"]}]}
                """);
        JsonNode report = Json.read(server.postJson(
                                "/graphql",
                                Json.write(Map.of("query", mutation, "variables", Map.of("input", input))),
                                "Authorization",
                                "Bearer " + TOKEN)
                        .body())
                .at("/data/importFacts");
        assertFalse(report.get("applied").asBoolean(), report.toString());
        List<String> text = new ArrayList<>();
        report.get("problems")
                .forEach(p -> text.add(p.get("path").asText() + " "
                        + p.get("field").asText() + ": " + p.get("message").asText()));
        assertTrue(
                text.stream()
                        .anyMatch(t -> t.contains(
                                "choice: \"lenin-wording\" is not allowed; expected one of [abstained, against, for]")),
                text.toString());
        assertTrue(
                text.stream().anyMatch(t -> t.contains("votes: \"-1\" is not a whole number >= 0")), text.toString());
        assertTrue(text.stream().anyMatch(t -> t.contains("context: is required on REPRESENTED")), text.toString());
        assertTrue(
                text.stream().anyMatch(t -> t.contains("grouping: refers to \"nobody\", which is defined nowhere")),
                text.toString());
        assertTrue(text.stream().anyMatch(t -> t.contains("ongoing: contradicts end")), text.toString());
        assertEquals(
                0,
                data("{ statements(about: \"lenin\", types: [VOTED, REPRESENTED]) { totalCount } }")
                                .at("/statements/totalCount")
                                .asInt()
                        - 2,
                "only the fixture's vote and mandate exist");
    }
}
