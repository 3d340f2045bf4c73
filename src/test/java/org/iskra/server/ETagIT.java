package org.iskra.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.iskra.testing.Json;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** GET answers carry an ETag made of the graph version: a repeated GET is 304 until a write changes the graph. */
class ETagIT {
    private static final String TOKEN = "etag-token";
    private static final String QUERY = "{ stats { people organizations statements } }";
    private static TestServer server;

    @BeforeAll
    static void start() {
        TestDatabase.clean();
        server = TestServer.start("--write-tokens", "loader:" + TOKEN);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static HttpResponse<String> get(String... headers) {
        return server.get("/graphql?query=" + URLEncoder.encode(QUERY, StandardCharsets.UTF_8), headers);
    }

    private static void write(String personId) {
        String batch = """
                {"sources": [{"id": "src-etag", "title": "A test source"}],
                 "people": [{"id": "%s", "name": "Someone", "sources": ["src-etag"]}]}""".formatted(personId);
        HttpResponse<String> r = server.postJson(
                "/graphql",
                Json.write(Map.of(
                        "query",
                        "mutation($b: FactBatch!) { importFacts(input: $b) { applied created } }",
                        "variables",
                        Map.of("b", Json.MAPPER.convertValue(Json.read(batch), Map.class)))),
                "Authorization",
                "Bearer " + TOKEN);
        assertTrue(r.body().contains("\"applied\":true"), r.body());
    }

    @Test
    void aRepeatedGetIsNotModifiedUntilAWrite() {
        HttpResponse<String> first = get();
        assertEquals(200, first.statusCode(), first.body());
        String etag = first.headers().firstValue("ETag").orElse(null);
        assertNotNull(etag, "a GET answer carries an ETag");
        assertEquals("no-cache", first.headers().firstValue("Cache-Control").orElse(""));

        HttpResponse<String> again = get("If-None-Match", etag);
        assertEquals(304, again.statusCode());
        assertEquals("", again.body(), "a 304 has no body");
        assertEquals(etag, again.headers().firstValue("ETag").orElse(null));
        assertEquals(304, get("If-None-Match", "\"other\", " + etag).statusCode(), "one of several tags");

        write("etag-person");
        HttpResponse<String> changed = get("If-None-Match", etag);
        assertEquals(200, changed.statusCode(), "a write changes the graph version");
        String newEtag = changed.headers().firstValue("ETag").orElse(null);
        assertNotNull(newEtag);
        assertNotEquals(etag, newEtag);
        assertTrue(changed.body().contains("\"people\":1"), changed.body());
        assertEquals(304, get("If-None-Match", newEtag).statusCode());
    }

    @Test
    void theTagDependsOnTheRequest() {
        String plain = get().headers().firstValue("ETag").orElseThrow();
        String other = server.getQuery("{ stats { people } }")
                .headers()
                .firstValue("ETag")
                .orElseThrow();
        assertNotEquals(plain, other);
        String graphqlResponse = get("Accept", "application/graphql-response+json")
                .headers()
                .firstValue("ETag")
                .orElseThrow();
        assertNotEquals(plain, graphqlResponse, "another media type is another representation");
        assertEquals(200, get("If-None-Match", other).statusCode());
    }

    @Test
    void postAnswersCarryNoTag() {
        HttpResponse<String> r = server.graphql(QUERY);
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("ETag").isEmpty());
    }
}
