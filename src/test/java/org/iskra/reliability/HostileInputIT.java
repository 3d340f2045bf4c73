package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.iskra.testing.GraphState;
import org.iskra.testing.Json;
import org.iskra.testing.Leaks;
import org.iskra.testing.ShippedDataServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * More than a thousand hostile requests, generated from a fixed seed: truncated and random JSON, random bytes, random
 * documents built from the schema with wrong argument types, huge strings, deep nesting, unusual Unicode, invalid
 * dates, unknown ids, wrong methods and content types. None may get a 5xx or leak internals; afterwards the server is
 * ready and the graph unchanged.
 */
class HostileInputIT extends ShippedDataServer {
    private static final long SEED = 1903;
    private final HttpClient client =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final Random random = new Random(SEED);
    private RandomDocuments documents;
    private int resent;

    /** One generated request: how to send it and what it may echo back. */
    record Attempt(String kind, HttpRequest request, String echo, String body) {}

    @Test
    @Timeout(180)
    void hostileRequestsGetClientErrorsOnlyAndChangeNothing() throws Exception {
        documents = new RandomDocuments(server.app().graphql().schema(), random);
        GraphState before = GraphState.now();
        List<Attempt> attempts = new ArrayList<>();
        add(attempts, 150, this::truncatedJson);
        add(attempts, 100, this::randomJson);
        add(attempts, 50, this::randomBytes);
        add(attempts, 400, this::schemaDocument);
        add(attempts, 40, this::hugeString);
        add(attempts, 60, this::deepNesting);
        add(attempts, 100, this::strangeUnicode);
        add(attempts, 60, this::invalidDate);
        add(attempts, 60, this::unknownId);
        add(attempts, 100, this::wrongMethodOrType);
        Map<Integer, Integer> statuses = new TreeMap<>();
        Map<String, Map<Integer, Integer>> byKind = new TreeMap<>();
        long started = System.nanoTime();
        for (Attempt attempt : attempts) {
            String what = attempt.kind() + " " + attempt.request().method() + " "
                    + abbreviated(attempt.request().uri().toString());
            HttpResponse<String> r = send(attempt, what);
            statuses.merge(r.statusCode(), 1, Integer::sum);
            byKind.computeIfAbsent(attempt.kind(), k -> new TreeMap<>()).merge(r.statusCode(), 1, Integer::sum);
            assertTrue(r.statusCode() < 500, what + " -> " + r.statusCode() + " " + abbreviated(r.body()));
            assertFalse(
                    r.body().contains("\"INTERNAL\""),
                    what + " " + abbreviated(attempt.body()) + " -> " + abbreviated(r.body()));
            assertNull(Leaks.find(r.body(), attempt.echo()), what + " leaks: " + abbreviated(r.body()));
        }
        long seconds = (System.nanoTime() - started) / 1_000_000_000;
        System.out.printf(
                "hostile: %d requests (seed %d) in %d s, by status %s; %d resent after a dropped keep-alive connection%n",
                attempts.size(), SEED, seconds, statuses, resent);
        byKind.forEach((kind, counts) -> System.out.printf("  %-18s %s%n", kind, counts));
        assertTrue(attempts.size() >= 1000);
        assertEquals(200, server.get("/ready").statusCode(), "still ready");
        assertEquals(200, server.graphql("{ person(id: \"lenin\") { name } }").statusCode(), "still answering");
        assertEquals(before, GraphState.now(), "no hostile request may change the graph");
    }

    /**
     * Sends the request; when the connection drops (a keep-alive connection the server closed just as it was reused),
     * sends it once more: a request that really kills its connection fails twice.
     */
    private HttpResponse<String> send(Attempt attempt, String what) throws InterruptedException {
        try {
            return client.send(attempt.request(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException first) {
            resent++;
            try {
                return client.send(attempt.request(), HttpResponse.BodyHandlers.ofString());
            } catch (IOException e) {
                throw new AssertionError(
                        what + " got no answer: " + e.getMessage() + " (body " + abbreviated(attempt.body()) + ")", e);
            }
        }
    }

    private static void add(List<Attempt> attempts, int n, Supplier<Attempt> generator) {
        for (int i = 0; i < n; i++) {
            attempts.add(generator.get());
        }
    }

    private Attempt truncatedJson() {
        String body = Json.write(Map.of("query", documents.query(), "variables", Map.of("d", "1903")));
        return post("truncated-json", body.substring(0, random.nextInt(body.length())), "application/json", null);
    }

    private Attempt randomJson() {
        String body = switch (random.nextInt(8)) {
            case 0 -> "{\"query\": " + randomJsonValue(3) + "}";
            case 1 -> "{\"query\": \"{ stats { people } }\", \"variables\": " + randomJsonValue(3) + "}";
            case 2 -> "{\"query\": \"{ stats { people } }\", \"operationName\": " + randomJsonValue(2) + "}";
            case 3 -> "[".repeat(1 + random.nextInt(5_000));
            case 4 ->
                "{\"query\": \"{ stats { people } }\", \"variables\": " + "{\"a\": ".repeat(2_000) + "1"
                        + "}".repeat(2_000) + "}";
            case 5 -> "[" + "{\"query\": \"{ stats { people } }\"},".repeat(random.nextInt(50)) + "{}]";
            default -> randomJsonValue(4);
        };
        return post("random-json", body, "application/json", null);
    }

    private String randomJsonValue(int depth) {
        int pick = depth <= 0 ? random.nextInt(5) : random.nextInt(7);
        return switch (pick) {
            case 0 -> "null";
            case 1 -> String.valueOf(random.nextLong());
            case 2 -> "1e999999";
            case 3 -> Json.write(documents.text());
            case 4 -> String.valueOf(random.nextBoolean());
            case 5 -> "[" + randomJsonValue(depth - 1) + ", " + randomJsonValue(depth - 1) + "]";
            default -> "{\"query\": " + randomJsonValue(depth - 1) + ", \"x\": " + randomJsonValue(depth - 1) + "}";
        };
    }

    private Attempt randomBytes() {
        byte[] bytes = new byte[1 + random.nextInt(4_000)];
        random.nextBytes(bytes);
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.url("/graphql")))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(bytes))
                .build();
        return new Attempt("random-bytes", request, null, "(bytes)");
    }

    private Attempt schemaDocument() {
        String query = documents.query();
        if (random.nextInt(5) == 0) {
            return get("schema-document", query);
        }
        return post("schema-document", Json.write(Map.of("query", query)), "application/json", null);
    }

    private Attempt hugeString() {
        String huge = "\u00e9".repeat(100_000 + random.nextInt(500_000));
        String query = random.nextBoolean()
                ? "{ people(name: " + RandomDocuments.quoted(huge) + ") { totalCount } }"
                : "query($v: String) { members(of: [\"bolsheviks\"], role: $v) { totalCount } }";
        Map<String, Object> body = query.startsWith("query")
                ? Map.of("query", query, "variables", Map.of("v", huge))
                : Map.of("query", query);
        return post("huge-string", Json.write(body), "application/json", huge);
    }

    private Attempt deepNesting() {
        int n = 50 + random.nextInt(10_000);
        String query = switch (random.nextInt(4)) {
            case 0 -> "{ person(id: \"lenin\") " + "{ memberships ".repeat(n) + "{ id }" + " }".repeat(n + 1);
            case 1 -> "{ members(of: " + "[".repeat(n) + "\"lenin\"" + "]".repeat(n) + ") { totalCount } }";
            case 2 -> "{ " + "...on Query { ".repeat(n) + "stats { people }" + " }".repeat(n + 1);
            default ->
                "{ organization(id: \"bolsheviks\") " + "{ partOf ".repeat(Math.min(n, 60)) + "{ id }"
                        + " }".repeat(Math.min(n, 60) + 1);
        };
        return post("deep-nesting", Json.write(Map.of("query", query)), "application/json", null);
    }

    private Attempt strangeUnicode() {
        String strange = RandomDocuments.STRANGE.get(random.nextInt(RandomDocuments.STRANGE.size()));
        String query = switch (random.nextInt(4)) {
            case 0 -> "{ person(id: " + RandomDocuments.quoted(strange) + ") { name } }";
            case 1 -> "{ pe" + strange + "ople { totalCount } }";
            case 2 -> "{ people(name: \"le" + strange + "nin\") { nodes { name } } }";
            default -> strange + "{ stats { people } }" + strange;
        };
        return post("strange-unicode", Json.write(Map.of("query", query)), "application/json", strange);
    }

    private Attempt invalidDate() {
        String date = RandomDocuments.BAD_DATES.get(random.nextInt(RandomDocuments.BAD_DATES.size()));
        String query = random.nextBoolean()
                ? "{ members(of: [\"bolsheviks\"], joinedAfter: " + RandomDocuments.quoted(date) + ") { totalCount } }"
                : "query($d: PartialDate) { people(bornAfter: $d) { totalCount } }";
        Map<String, Object> body = query.startsWith("query")
                ? Map.of("query", query, "variables", Map.of("d", date))
                : Map.of("query", query);
        return post("invalid-date", Json.write(body), "application/json", date);
    }

    private Attempt unknownId() {
        String id = "unknown-" + Long.toString(random.nextLong() & Long.MAX_VALUE, 36);
        String query = switch (random.nextInt(4)) {
            case 0 -> "{ person(id: \"" + id + "\") { name } }";
            case 1 -> "{ node(id: \"" + id + "\") { id name } }";
            case 2 -> "{ members(of: [\"" + id + "\"]) { totalCount } }";
            default -> "{ statements(about: \"" + id + "\", after: \"" + id + "\") { totalCount } }";
        };
        return post("unknown-id", Json.write(Map.of("query", query)), "application/json", id);
    }

    private Attempt wrongMethodOrType() {
        String body = "{\"query\": \"{ stats { people } }\"}";
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(server.url("/graphql")));
        switch (random.nextInt(10)) {
            case 0 ->
                b.method("PUT", HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json");
            case 1 -> b.method("DELETE", HttpRequest.BodyPublishers.noBody());
            case 2 ->
                b.method("PATCH", HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json");
            case 3 -> b.POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "text/plain");
            case 4 ->
                b.POST(HttpRequest.BodyPublishers.ofString("{ stats { people } }"))
                        .header("Content-Type", "application/graphql");
            case 5 ->
                b.POST(HttpRequest.BodyPublishers.ofString("query=%7B%7D"))
                        .header("Content-Type", "application/x-www-form-urlencoded");
            case 6 ->
                b.POST(HttpRequest.BodyPublishers.ofString(body))
                        .header("Content-Type", "application/json")
                        .header("Accept", "text/html");
            case 7 ->
                b.POST(HttpRequest.BodyPublishers.ofString(
                                "{\"query\": \"mutation { importFacts(input: {}) { applied } }\"}"))
                        .header("Content-Type", "application/json")
                        .header("Authorization", "Bearer " + Long.toString(random.nextLong() & Long.MAX_VALUE, 36));
            case 8 ->
                b.uri(URI.create(server.url("/graphql?query=%7B%20stats%20%7B%20people%20%7D%20%7D&variables="
                                + enc(documents.text()))))
                        .GET();
            default ->
                b.method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                        .header("Origin", "https://example.org")
                        .header("Access-Control-Request-Method", "POST");
        }
        return new Attempt("method-or-type", b.build(), null, "");
    }

    private Attempt post(String kind, String body, String contentType, String echo) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.url("/graphql")))
                .header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        return new Attempt(kind, request, echo, body);
    }

    private Attempt get(String kind, String query) {
        return new Attempt(
                kind,
                HttpRequest.newBuilder(URI.create(server.url("/graphql?query=" + enc(query))))
                        .GET()
                        .build(),
                null,
                query);
    }

    private static String enc(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private static String abbreviated(String text) {
        return text.length() > 300 ? text.substring(0, 300) + "… (" + text.length() + " chars)" : text;
    }
}
