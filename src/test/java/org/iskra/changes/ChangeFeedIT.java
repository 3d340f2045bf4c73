package org.iskra.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.iskra.importer.FactImporter;
import org.iskra.importer.FactReader;
import org.iskra.testing.Json;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.iskra.testing.WsClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The change log and its live feed, through a real server over the test database: every write is logged in commit order
 * without gaps, paged by {@code changes(after:)}, cited by {@code dataVersion}, and followed over WebSocket with a
 * {@code graphql-transport-ws} client.
 */
class ChangeFeedIT {
    private static final String TOKEN = "feed-token";
    static final String IMPORT =
            "mutation($input: FactBatch!) { importFacts(input: $input) { applied created updated } }";
    static final String SUBSCRIPTION = "subscription($after: String, $kinds: [ChangeKind!], $entity: ID) "
            + "{ changes(after: $after, kinds: $kinds, entity: $entity) { sequence cursor kind subjectId subjectType from to by } }";
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start("--write-tokens", "loader:" + TOKEN);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A batch of {@code people} new people citing one new source, with ids unique to this call. */
    static Map<String, Object> people(String prefix, int people) {
        List<Map<String, Object>> persons = new ArrayList<>();
        for (int i = 0; i < people; i++) {
            persons.add(Map.of("id", prefix + "-p" + i, "name", "Person " + i, "sources", List.of(prefix + "-src")));
        }
        return Map.of(
                "sources",
                List.of(Map.of("id", prefix + "-src", "title", "Source " + prefix, "tier", "reference")),
                "people",
                persons);
    }

    static String prefix() {
        return "feed-" + UUID.randomUUID().toString().substring(0, 8);
    }

    static JsonNode write(TestServer on, Map<String, Object> input) {
        HttpResponse<String> r = on.postJson(
                "/graphql",
                Json.write(Map.of("query", IMPORT, "variables", Map.of("input", input))),
                "Authorization",
                "Bearer " + TOKEN);
        JsonNode report = Json.read(r.body()).at("/data/importFacts");
        assertTrue(report.path("applied").asBoolean(), r.body());
        return report;
    }

    static long dataVersion() {
        return server.data("{ dataVersion }").get("dataVersion").asLong();
    }

    @Test
    void everyRecordWrittenIsOneChangeInCommitOrderAndTheVersionCitesTheLatest() {
        long before = dataVersion();
        String p = prefix();
        write(server, people(p, 3));
        JsonNode page = server.data("{ changes(after: \"" + before
                + "\") { nodes { sequence kind subjectId subjectType from to by batch { id by } } "
                + "pageInfo { hasNextPage endCursor } } dataVersion }");
        JsonNode nodes = page.at("/changes/nodes");
        assertEquals(4, nodes.size(), page.toString());
        for (int i = 0; i < 4; i++) {
            assertEquals(
                    before + 1 + i, nodes.get(i).get("sequence").asLong(), "numbered in order without gaps: " + nodes);
            assertEquals("CREATED", nodes.get(i).get("kind").asText());
            assertEquals("loader", nodes.get(i).get("by").asText());
            assertEquals("loader", nodes.get(i).at("/batch/by").asText());
        }
        assertEquals(p + "-src", nodes.get(0).get("subjectId").asText());
        assertEquals("Source", nodes.get(0).get("subjectType").asText());
        assertEquals(
                List.of(p + "-p0", p + "-p1", p + "-p2"),
                List.of(
                        nodes.get(1).get("subjectId").asText(),
                        nodes.get(2).get("subjectId").asText(),
                        nodes.get(3).get("subjectId").asText()));
        assertEquals(before + 4, page.get("dataVersion").asLong());
        assertFalse(page.at("/changes/pageInfo/hasNextPage").asBoolean());
        // the header gives the version known before the request ran; the next request's header has the write
        HttpResponse<String> r = server.graphql("{ dataVersion }");
        assertEquals(
                String.valueOf(before + 4),
                r.headers().firstValue("Iskra-Data-Version").orElse("none"),
                r.headers().toString());
    }

    @Test
    void aStatementAndItsRetractionAreChangesAboutItsEnds() {
        String p = prefix();
        Map<String, Object> batch = new HashMap<>(people(p, 2));
        batch.put(
                "statements",
                List.of(Map.of(
                        "id",
                        p + "-knows",
                        "type",
                        "OPPOSED",
                        "from",
                        p + "-p0",
                        "to",
                        p + "-p1",
                        "sources",
                        List.of(p + "-src"))));
        long before = dataVersion();
        write(server, batch);
        HttpResponse<String> retraction = server.postJson(
                "/graphql",
                Json.write(Map.of(
                        "query",
                        "mutation { retractStatement(id: \"" + p + "-knows\", reason: \"test\", source: \"" + p
                                + "-src\") { id } }")),
                "Authorization",
                "Bearer " + TOKEN);
        assertFalse(Json.read(retraction.body()).has("errors"), retraction.body());
        JsonNode about = server.data("{ changes(after: \"" + before + "\", entity: \"" + p
                        + "-p1\") { nodes { kind subjectId from to } } }")
                .at("/changes/nodes");
        assertEquals(3, about.size(), "the person created, the statement to it created and retracted: " + about);
        assertEquals("CREATED", about.get(0).get("kind").asText());
        assertEquals(p + "-p1", about.get(0).get("subjectId").asText());
        assertEquals("CREATED", about.get(1).get("kind").asText());
        assertEquals(p + "-knows", about.get(1).get("subjectId").asText());
        assertEquals(p + "-p0", about.get(1).get("from").asText());
        assertEquals("RETRACTED", about.get(2).get("kind").asText());
        JsonNode retractedOnly = server.data(
                        "{ changes(after: \"" + before + "\", kinds: [RETRACTED]) { nodes { subjectId } } }")
                .at("/changes/nodes");
        assertEquals(1, retractedOnly.size());
        assertEquals(p + "-knows", retractedOnly.get(0).get("subjectId").asText());
    }

    @Test
    void aBulkBatchIsOneChangeWithItsCountsAndIds() throws Exception {
        long before = dataVersion();
        String p = prefix();
        new FactImporter(TestDatabase.graph()).importBatch(FactReader.fromMap(people(p, 5), "test"), false);
        JsonNode changes = server.data("{ changes(after: \"" + before
                        + "\") { nodes { kind by created updated unchanged ids subjectId } } }")
                .at("/changes/nodes");
        assertEquals(1, changes.size(), changes.toString());
        JsonNode batch = changes.get(0);
        assertEquals("BATCH", batch.get("kind").asText());
        assertEquals("cli", batch.get("by").asText());
        assertEquals(6, batch.get("created").asInt());
        assertEquals(6, batch.get("ids").size());
        assertTrue(batch.get("subjectId").isNull());
        JsonNode aboutOne = server.data(
                        "{ changes(after: \"" + before + "\", entity: \"" + p + "-p3\") { nodes { kind } } }")
                .at("/changes/nodes");
        assertEquals(1, aboutOne.size(), "a batch is a change about every id it touched");
    }

    @Test
    void concurrentWritersGetStrictlyIncreasingNumbersWithoutGaps() throws Exception {
        long before = dataVersion();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<JsonNode>> writes = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            String p = prefix();
            writes.add(pool.submit(() -> write(server, people(p, 4))));
        }
        for (Future<JsonNode> w : writes) {
            w.get();
        }
        pool.shutdown();
        JsonNode nodes = server.data(
                        "{ changes(after: \"" + before + "\", first: 1000) { nodes { sequence batch { id } } } }")
                .at("/changes/nodes");
        assertEquals(16 * 5, nodes.size());
        Map<String, List<Long>> byBatch = new HashMap<>();
        for (int i = 0; i < nodes.size(); i++) {
            long seq = nodes.get(i).get("sequence").asLong();
            assertEquals(before + 1 + i, seq, "strictly increasing, no gaps");
            byBatch.computeIfAbsent(nodes.get(i).at("/batch/id").asText(), k -> new ArrayList<>())
                    .add(seq);
        }
        assertEquals(16, byBatch.size());
        byBatch.values()
                .forEach(seqs -> assertEquals(
                        seqs.getLast() - seqs.getFirst(),
                        seqs.size() - 1,
                        "a write's changes are numbered together, in its commit: " + seqs));
    }

    @Test
    void pagesFollowCursorsAndRefuseForeignOnes() {
        long before = dataVersion();
        write(server, people(prefix(), 9));
        List<Long> seen = new ArrayList<>();
        String after = String.valueOf(before);
        for (int pages = 0; pages < 10; pages++) {
            JsonNode page = server.data("{ changes(after: \"" + after
                            + "\", first: 4) { nodes { sequence } pageInfo { hasNextPage endCursor } } }")
                    .get("changes");
            page.get("nodes").forEach(n -> seen.add(n.get("sequence").asLong()));
            after = page.at("/pageInfo/endCursor").asText();
            if (!page.at("/pageInfo/hasNextPage").asBoolean()) {
                break;
            }
        }
        assertEquals(10, seen.size(), seen.toString());
        assertEquals(before + 10, seen.getLast());
        JsonNode bad = Json.read(server.graphql("{ changes(after: \"not-a-cursor\") { nodes { sequence } } }")
                .body());
        assertEquals("BAD_USER_INPUT", bad.at("/errors/0/extensions/code").asText(), bad.toString());
        assertTrue(bad.at("/errors/0/message").asText().contains("dataVersion"), bad.toString());
        JsonNode overHttp = Json.read(
                server.graphql("subscription { changes { sequence } }").body());
        assertTrue(overHttp.at("/errors/0/message").asText().contains("WebSocket"), overHttp.toString());
    }

    @Test
    void aSubscriberSeesEveryImportAndRetractionOnceAndInOrder() throws Exception {
        long before = dataVersion();
        try (WsClient client = WsClient.connect(server).init()) {
            client.subscribe("all", SUBSCRIPTION, Map.of("after", String.valueOf(before)));
            String p = prefix();
            Map<String, Object> batch = new HashMap<>(people(p, 2));
            batch.put(
                    "statements",
                    List.of(Map.of(
                            "id",
                            p + "-opp",
                            "type",
                            "OPPOSED",
                            "from",
                            p + "-p0",
                            "to",
                            p + "-p1",
                            "sources",
                            List.of(p + "-src"))));
            write(server, batch);
            server.postJson(
                    "/graphql",
                    Json.write(Map.of(
                            "query",
                            "mutation { retractStatement(id: \"" + p + "-opp\", reason: \"test\", source: \"" + p
                                    + "-src\") { id } }")),
                    "Authorization",
                    "Bearer " + TOKEN);
            List<String> kinds = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                JsonNode next = client.next();
                assertEquals("next", next.get("type").asText(), next.toString());
                assertEquals("all", next.get("id").asText());
                JsonNode change = next.at("/payload/data/changes");
                assertEquals(before + 1 + i, change.get("sequence").asLong(), next.toString());
                kinds.add(change.get("kind").asText() + ":"
                        + change.get("subjectId").asText());
            }
            assertEquals(
                    List.of(
                            "CREATED:" + p + "-src",
                            "CREATED:" + p + "-p0",
                            "CREATED:" + p + "-p1",
                            "CREATED:" + p + "-opp",
                            "RETRACTED:" + p + "-opp"),
                    kinds);
            assertEquals(null, client.poll(Duration.ofMillis(600)), "nothing repeated");
        }
    }

    @Test
    void aSubscriberFromThePresentSeesOnlyWhatComesAfterAndAnEntityFilterOnlyItsOwn() throws Exception {
        write(server, people(prefix(), 2));
        String p = prefix();
        try (WsClient client = WsClient.connect(server).init()) {
            client.subscribe("now", SUBSCRIPTION, null);
            client.subscribe("one", SUBSCRIPTION, Map.of("entity", p + "-p1"));
            Thread.sleep(300); // both subscriptions are in place before the write
            write(server, people(p, 3));
            Map<String, List<String>> seen = new HashMap<>();
            for (int i = 0; i < 5; i++) {
                JsonNode next = client.next();
                seen.computeIfAbsent(next.get("id").asText(), k -> new ArrayList<>())
                        .add(next.at("/payload/data/changes/subjectId").asText());
            }
            assertEquals(List.of(p + "-src", p + "-p0", p + "-p1", p + "-p2"), seen.get("now"));
            assertEquals(List.of(p + "-p1"), seen.get("one"));
        }
    }
}
