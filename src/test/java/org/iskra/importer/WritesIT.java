package org.iskra.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.iskra.testing.Facts;
import org.iskra.testing.GraphState;
import org.iskra.testing.Json;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Writes over HTTP: validated, atomic, idempotent, attributed, access-controlled, retractable. */
class WritesIT {
    private static final String TOKEN = "s3cret-token";
    private static TestServer server;

    static final String IMPORT =
            "mutation($input: FactBatch!, $dry: Boolean) { importFacts(input: $input, dryRun: $dry) "
                    + "{ batchId applied dryRun created updated unchanged rejected problems { path field message } } }";

    static final String BATCH = """
            {"sources": [{"id": "src-test", "title": "A test source", "url": "https://example.org/source"}],
             "organizations": [{"id": "test-faction", "name": "Test Faction", "kind": "faction", "sources": ["src-test"]}],
             "people": [{"id": "alpha", "name": "Alpha", "born": "1870", "sources": ["src-test"]},
                        %s
                        {"id": "gamma", "name": "Gamma", "sources": ["src-test"]}],
             "statements": [{"type": "MEMBER_OF", "from": "alpha", "to": "test-faction", "start": "1905", "sources": ["src-test"]},
                            {"type": "MEMBER_OF", "from": "gamma", "to": "test-faction", "start": "1906-03", "sources": ["src-test"]}]}""";

    @BeforeAll
    static void start() {
        server = TestServer.start("--write-tokens", "loader:" + TOKEN + ",other:another-token");
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @BeforeEach
    void empty() {
        TestDatabase.clean();
    }

    private static HttpResponse<String> write(String query, Map<String, Object> variables) {
        return server.postJson(
                "/graphql",
                Json.write(Map.of("query", query, "variables", variables)),
                "Authorization",
                "Bearer " + TOKEN);
    }

    private static Map<String, Object> batch(String middle) {
        return Map.of("input", Json.MAPPER.convertValue(Json.read(BATCH.formatted(middle)), Map.class));
    }

    private static long count(String cypher) {
        return TestDatabase.graph().inRead(tx -> tx.run(cypher).single().get(0).asLong());
    }

    @Test
    void aBatchWithOneBadRecordWritesNothingAndNamesIt() {
        HttpResponse<String> r = write(
                IMPORT,
                batch("{\"id\": \"beta\", \"name\": \"Beta\", \"born\": \"1871-13\", \"sources\": [\"src-test\"]},"));
        JsonNode report = Json.read(r.body()).at("/data/importFacts");
        assertFalse(report.path("applied").asBoolean(true), r.body());
        assertEquals(7, report.get("rejected").asInt());
        JsonNode problem = report.at("/problems/0");
        assertEquals("input: people[1] (id \"beta\")", problem.get("path").asText());
        assertEquals("born", problem.get("field").asText());
        assertTrue(problem.get("message").asText().contains("month 13"), problem.toString());
        assertEquals(0, count("MATCH (n:Entity) RETURN count(n)"), "nothing may be half-written");
    }

    @Test
    void sendingABatchTwiceChangesNothingTheSecondTime() {
        Map<String, Object> good = batch("{\"id\": \"beta\", \"name\": \"Beta\", \"sources\": [\"src-test\"]},");
        JsonNode first = Json.read(write(IMPORT, good).body()).at("/data/importFacts");
        assertTrue(first.get("applied").asBoolean(), first.toString());
        assertEquals(7, first.get("created").asInt());
        String exportAfterFirst = server.get("/export").body();
        long versionAfterFirst = count(GraphState.VERSION);
        JsonNode second = Json.read(write(IMPORT, good).body()).at("/data/importFacts");
        assertEquals(0, second.get("created").asInt());
        assertEquals(0, second.get("updated").asInt());
        assertEquals(7, second.get("unchanged").asInt());
        assertEquals(exportAfterFirst, server.get("/export").body(), "the graph is identical");
        assertEquals(versionAfterFirst, count(GraphState.VERSION));
        assertEquals(1, count("MATCH (b:ImportBatch) RETURN count(b)"), "an unchanged batch records no write");
    }

    @Test
    void aDryRunValidatesAndCountsButWritesNothing() {
        JsonNode report = Json.read(write(IMPORT, Map.of("input", batch("").get("input"), "dry", true))
                        .body())
                .at("/data/importFacts");
        assertTrue(report.get("dryRun").asBoolean());
        assertFalse(report.get("applied").asBoolean());
        assertEquals(6, report.get("created").asInt());
        assertEquals(0, count("MATCH (n:Entity) RETURN count(n)"));
    }

    @Test
    void writesNeedTheRightToken() {
        String body = Json.write(Map.of("query", IMPORT, "variables", batch("")));
        HttpResponse<String> missing = server.postJson("/graphql", body);
        assertEquals(401, missing.statusCode());
        assertEquals(
                "UNAUTHENTICATED",
                Json.read(missing.body()).at("/errors/0/extensions/code").asText());
        HttpResponse<String> wrong = server.postJson("/graphql", body, "Authorization", "Bearer not-a-token");
        assertEquals(403, wrong.statusCode());
        assertEquals(
                "FORBIDDEN",
                Json.read(wrong.body()).at("/errors/0/extensions/code").asText());
        assertEquals(0, count("MATCH (n:Entity) RETURN count(n)"));
        HttpResponse<String> right = server.postJson("/graphql", body, "Authorization", "Bearer " + TOKEN);
        assertEquals(200, right.statusCode());
        assertTrue(Json.read(right.body()).at("/data/importFacts/applied").asBoolean(), right.body());
        JsonNode batch = Json.read(server.graphql("{ importBatches { by created sources { id } } }")
                        .body())
                .at("/data/importBatches/0");
        assertEquals("loader", batch.get("by").asText(), "the batch records the token's name, never the token");
        assertEquals("src-test", batch.at("/sources/0/id").asText());
    }

    @Test
    void withoutConfiguredTokensWritesOverHttpAreRefusedWithHowToEnableThem() {
        try (TestServer readOnly = TestServer.start()) {
            HttpResponse<String> r = readOnly.postJson(
                    "/graphql",
                    Json.write(Map.of("query", IMPORT, "variables", batch(""))),
                    "Authorization",
                    "Bearer " + TOKEN);
            assertEquals(403, r.statusCode());
            assertTrue(Json.read(r.body()).at("/errors/0/message").asText().contains("ISKRA_WRITE_TOKENS"), r.body());
        }
    }

    @Test
    void aRetractedMembershipIsHiddenUnlessAskedFor() {
        write(IMPORT, batch(""));
        String members = "{ members(of: [\"test-faction\"]%s) { totalCount nodes { id person { id } retracted } } }";
        assertEquals(
                2,
                Json.read(server.graphql(members.formatted("")).body())
                        .at("/data/members/totalCount")
                        .asInt());
        HttpResponse<String> retract = write(
                "mutation { retractStatement(id: \"alpha.member_of.test-faction\", reason: \"wrong faction\", source: \"src-test\") "
                        + "{ id retracted retraction { by reason source { id } } } }",
                Map.of());
        JsonNode retracted = Json.read(retract.body()).at("/data/retractStatement");
        assertTrue(retracted.get("retracted").asBoolean(), retract.body());
        assertEquals("loader", retracted.at("/retraction/by").asText());
        assertEquals("src-test", retracted.at("/retraction/source/id").asText());
        JsonNode visible =
                Json.read(server.graphql(members.formatted("")).body()).at("/data/members");
        assertEquals(1, visible.get("totalCount").asInt());
        assertEquals("gamma", visible.at("/nodes/0/person/id").asText());
        JsonNode all = Json.read(server.graphql(members.formatted(", includeRetracted: true"))
                        .body())
                .at("/data/members");
        assertEquals(2, all.get("totalCount").asInt());
        JsonNode again = Json.read(write(IMPORT, batch("")).body()).at("/data/importFacts");
        assertEquals(6, again.get("unchanged").asInt(), "re-sending the batch does not undo the retraction: " + again);
        assertEquals(
                1,
                Json.read(server.graphql(members.formatted("")).body())
                        .at("/data/members/totalCount")
                        .asInt());
        HttpResponse<String> twice = write(
                "mutation { retractStatement(id: \"alpha.member_of.test-faction\", reason: \"again\", source: \"src-test\") { id } }",
                Map.of());
        assertEquals(
                "BAD_USER_INPUT",
                Json.read(twice.body()).at("/errors/0/extensions/code").asText(),
                twice.body());
    }

    @Test
    void focusedMutationsGoThroughTheSameRules() {
        write(IMPORT, batch(""));
        JsonNode person = Json.read(write(
                                "mutation($p: PersonInput!) { upsertPerson(input: $p) { applied created problems { message } } }",
                                Map.of("p", Map.of("id", "delta", "name", "Delta", "sources", List.of("src-test"))))
                        .body())
                .at("/data/upsertPerson");
        assertEquals(1, person.get("created").asInt(), person.toString());
        JsonNode membership = Json.read(write(
                                "mutation($m: MembershipInput!) { addMembership(input: $m) { applied created problems { field message } } }",
                                Map.of(
                                        "m",
                                        Map.of(
                                                "person",
                                                "delta",
                                                "organization",
                                                "test-faction",
                                                "since",
                                                "1907",
                                                "sources",
                                                List.of("src-test"))))
                        .body())
                .at("/data/addMembership");
        assertEquals(1, membership.get("created").asInt(), membership.toString());
        JsonNode unsourced = Json.read(write(
                                "mutation($m: MembershipInput!) { addMembership(input: $m) { applied problems { field message } } }",
                                Map.of("m", Map.of("person", "delta", "organization", "nowhere", "sources", List.of())))
                        .body())
                .at("/data/addMembership");
        assertFalse(unsourced.get("applied").asBoolean());
        assertEquals(2, unsourced.get("problems").size(), unsourced.toString());
        JsonNode added = Json.read(server.graphql("{ person(id: \"delta\") { memberships { since addedIn { by } } } }")
                .body());
        assertEquals("loader", added.at("/data/person/memberships/0/addedIn/by").asText(), added.toString());
    }

    @Test
    void exportImportExportIsByteIdentical() {
        Facts.loadDataFolder();
        String first = server.get("/export").body();
        TestDatabase.clean();
        ImportReport report = new FactImporter(TestDatabase.graph())
                .importBatch(
                        FactReader.fromMap(Json.MAPPER.convertValue(Json.read(first), Map.class), "export"), false);
        assertTrue(report.applied(), report.problems().toString());
        String second = server.get("/export").body();
        assertEquals(first, second);
        assertTrue(first.length() > 100_000);
    }
}
