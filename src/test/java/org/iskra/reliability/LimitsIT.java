package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.Map;
import org.iskra.testing.Json;
import org.iskra.testing.ShippedDataServer;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Session;
import org.neo4j.driver.Transaction;

/** Every limit is on by default, answers with a JSON error that has a code, and can be configured. */
class LimitsIT extends ShippedDataServer {

    static JsonNode firstError(HttpResponse<String> response) {
        JsonNode error = Json.read(response.body()).at("/errors/0");
        assertFalse(error.isMissingNode(), response.body());
        assertTrue(
                response.headers().firstValue("X-Request-Id").isPresent(), "X-Request-Id on " + response.statusCode());
        return error;
    }

    static void assertRefused(HttpResponse<String> response, int status, String code, String inMessage) {
        assertEquals(status, response.statusCode(), response.body());
        assertTrue(
                response.headers().firstValue("Content-Type").orElse("").contains("json"),
                response.headers().toString());
        JsonNode error = firstError(response);
        assertEquals(code, error.at("/extensions/code").asText(), response.body());
        assertTrue(error.get("message").asText().contains(inMessage), response.body());
    }

    @Test
    void aQueryDeeperThanTheLimitIsRefused() {
        String deep = "{ organization(id: \"bolsheviks\") " + "{ partOf ".repeat(16) + "{ id }" + " }".repeat(17);
        assertRefused(server.graphql(deep), 200, "BAD_USER_INPUT", "levels deep, more than the limit of 15");
    }

    @Test
    void theCostBudgetCountsListSizes() {
        String costly =
                "{ people(first: 500) { nodes { memberships { organization { members(first: 500) { nodes { person { name } } } } } } } }";
        assertRefused(server.graphql(costly), 200, "BAD_USER_INPUT", "more than the budget of 200000");
        String same =
                "{ people(first: 2) { nodes { memberships { organization { members(first: 5) { nodes { person { name } } } } } } } }";
        HttpResponse<String> ok = server.graphql(same);
        assertEquals(2, Json.read(ok.body()).at("/data/people/nodes").size(), ok.body());
        try (TestServer strict = TestServer.start("--max-complexity", "100")) {
            assertRefused(strict.graphql(same), 200, "BAD_USER_INPUT", "more than the budget of 100");
        }
    }

    @Test
    void aliasesAndRootFieldsAreCounted() {
        StringBuilder aliases = new StringBuilder("{ person(id: \"lenin\") {");
        for (int i = 0; i < 51; i++) {
            aliases.append(" n").append(i).append(": name");
        }
        assertRefused(server.graphql(aliases + " } }"), 200, "BAD_USER_INPUT", "51 aliases, more than the limit of 50");
        String viaFragments =
                "{ ...F ...F } fragment F on Query { " + "a: stats { people } b: stats { people } ".repeat(16) + "}";
        assertRefused(server.graphql(viaFragments), 200, "BAD_USER_INPUT", "64 root fields, more than the limit of 50");
        try (TestServer roomy = TestServer.start("--max-root-fields", "80", "--max-aliases", "80")) {
            HttpResponse<String> r = roomy.graphql(viaFragments);
            assertTrue(Json.read(r.body()).at("/data/b/people").asInt() > 0, r.body());
        }
    }

    @Test
    void aBodyOverTheLimitIs413Json() {
        try (TestServer small = TestServer.start("--max-body", "10k")) {
            String body =
                    Json.write(Map.of("query", "{ stats { people } }", "variables", Map.of("pad", "x".repeat(20_000))));
            assertRefused(small.postJson("/graphql", body), 413, "BAD_USER_INPUT", "larger than 10240 bytes");
            assertEquals(200, small.graphql("{ stats { people } }").statusCode(), "small requests still pass");
        }
        String twoMegabytes =
                Json.write(Map.of("query", "{ stats { people } }", "variables", Map.of("pad", "x".repeat(2_000_000))));
        assertRefused(server.postJson("/graphql", twoMegabytes), 413, "BAD_USER_INPUT", "larger than 1048576 bytes");
    }

    @Test
    void aLongUrlIs414AndLargeHeadersAre431() {
        String longQuery = "{ person(id: \"" + "x".repeat(9_000) + "\") { name } }";
        assertRefused(server.getQuery(longQuery), 414, "BAD_USER_INPUT", "send the query with POST");
        HttpResponse<String> headers = server.get("/health", "X-Padding", "y".repeat(20_000));
        assertEquals(431, headers.statusCode(), headers.body());
        assertEquals(
                "BAD_USER_INPUT",
                Json.read(headers.body()).at("/errors/0/extensions/code").asText(),
                headers.body());
    }

    @Test
    void batchedRequestsAreRefusedWithAReason() {
        String batch = "[{\"query\": \"{ stats { people } }\"}, {\"query\": \"{ stats { people } }\"}]";
        assertRefused(server.postJson("/graphql", batch), 400, "BAD_USER_INPUT", "Batched requests");
    }

    @Test
    void validationErrorsCarryLocationsAndEveryErrorARequestId() {
        HttpResponse<String> r = server.graphql("{\n  person(id: \"lenin\") {\n    nope\n  }\n}");
        JsonNode error = firstError(r);
        assertEquals("BAD_USER_INPUT", error.at("/extensions/code").asText());
        assertEquals(3, error.at("/locations/0/line").asInt(), r.body());
        assertEquals(5, error.at("/locations/0/column").asInt(), r.body());
        HttpResponse<String> tagged =
                server.postJson("/graphql", "{\"query\": \"{ stats { people } }\"}", "X-Request-Id", "client-42");
        assertEquals("client-42", tagged.headers().firstValue("X-Request-Id").orElse(""));
        HttpResponse<String> forged =
                server.postJson("/graphql", "{\"query\": \"{ stats { people } }\"}", "X-Request-Id", "bad id\u00e9");
        assertFalse(forged.headers().firstValue("X-Request-Id").orElse("bad").contains(" "));
    }

    @Test
    void aSlowRequestIsStoppedWithTimeout() throws Exception {
        try (TestServer quick = TestServer.start("--timeout", "1s", "--write-tokens", "loader:secret-token")) {
            String mutation = "mutation($input: FactBatch!) { importFacts(input: $input) { applied } }";
            Map<?, ?> input = Json.MAPPER.convertValue(Json.read("""
                    {"sources": [{"id": "src-slow", "title": "A slow source"}],
                     "people": [{"id": "slow-person", "name": "Slow", "sources": ["src-slow"]}]}"""), Map.class);
            Session session = TestDatabase.graph().driver().session();
            Transaction lock = session.beginTransaction();
            try {
                // an uncommitted person with the same id: the write's creation waits on the uniqueness constraint
                lock.run("CREATE (:Entity:Person {id: 'slow-person', name: 'Slow'})")
                        .consume();
                long started = System.nanoTime();
                HttpResponse<String> r = quick.postJson(
                        "/graphql",
                        Json.write(Map.of("query", mutation, "variables", Map.of("input", input))),
                        "Authorization",
                        "Bearer secret-token");
                long millis = (System.nanoTime() - started) / 1_000_000;
                assertEquals("TIMEOUT", firstError(r).at("/extensions/code").asText(), r.body());
                assertTrue(millis < 5_000, "stopped near the 1 s limit, took " + millis + " ms");
            } finally {
                lock.rollback();
                session.close();
            }
        }
    }

    @Test
    void introspectionIsOnByDefaultAndCanBeTurnedOff() {
        String introspection = "{ __schema { queryType { name } } }";
        assertEquals(
                "Query",
                Json.read(server.graphql(introspection).body())
                        .at("/data/__schema/queryType/name")
                        .asText());
        try (TestServer closed = TestServer.start("--introspection", "false")) {
            HttpResponse<String> r = closed.graphql(introspection);
            assertEquals("BAD_USER_INPUT", firstError(r).at("/extensions/code").asText(), r.body());
            assertTrue(
                    Json.read(r.body()).at("/data").isMissingNode()
                            || Json.read(r.body()).at("/data").isNull(),
                    r.body());
            assertEquals(
                    "Query",
                    Json.read(closed.graphql("{ __typename }").body())
                            .at("/data/__typename")
                            .asText());
        }
    }

    @Test
    void corsFollowsTheAllowList() {
        try (TestServer listed = TestServer.start("--cors-origins", "https://allowed.example")) {
            HttpResponse<String> ok = listed.get("/health", "Origin", "https://allowed.example");
            assertEquals(
                    "https://allowed.example",
                    ok.headers().firstValue("Access-Control-Allow-Origin").orElse(""),
                    ok.headers().toString());
            assertFalse(ok.headers()
                    .firstValue("Access-Control-Allow-Credentials")
                    .orElse("false")
                    .equals("true"));
            HttpResponse<String> other = listed.get("/health", "Origin", "https://elsewhere.example");
            assertTrue(
                    other.headers().firstValue("Access-Control-Allow-Origin").isEmpty(),
                    other.headers().toString());
        }
    }

    @Test
    void overTheRateLimitIs429WithRetryAfter() {
        try (TestServer limited = TestServer.start("--rate-limit", "1:3")) {
            for (int i = 0; i < 3; i++) {
                assertEquals(200, limited.graphql("{ stats { people } }").statusCode());
            }
            HttpResponse<String> refused = limited.graphql("{ stats { people } }");
            assertRefused(refused, 429, "UNAVAILABLE", "Too many requests");
            assertEquals("1", refused.headers().firstValue("Retry-After").orElse(""));
            assertEquals(200, limited.get("/ready").statusCode(), "readiness is not rate limited");
        }
    }
}
