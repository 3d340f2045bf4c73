package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iskra.testing.Facts;
import org.iskra.testing.Json;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.Test;

/**
 * A write that is answered TIMEOUT must not land: batches of growing size are sent under a tiny time limit, so some
 * finish in time and some are stopped at every stage (validation, writing, commit). Once everything has settled, every
 * batch answered TIMEOUT is wholly absent and every batch answered {@code applied} wholly present.
 */
class LimitsWriteTimeoutIT {
    private static final String TOKEN = "timeout-token";
    private static final String IMPORT =
            "mutation($b: FactBatch!) { importFacts(input: $b) { batchId applied created } }";

    @Test
    void aMutationAnsweredTimeoutLeavesNothingOfItsBatch() throws Exception {
        TestDatabase.clean();
        Facts.load("""
                {"sources": [{"id": "src-timeout", "title": "A source for the time-limit test"}]}""");
        Map<String, String> outcomes = new LinkedHashMap<>();
        Map<String, Integer> sizes = new LinkedHashMap<>();
        try (TestServer roomy = TestServer.start("--write-tokens", "loader:" + TOKEN)) {
            for (int i = 0; i < 3; i++) {
                String prefix = "warm-up-" + i + "-";
                assertEquals("applied", outcome(send(roomy, prefix, 200)), "warm-up");
                sizes.put(prefix, 200);
                outcomes.put(prefix, "applied");
            }
        }
        try (TestServer server = TestServer.start("--timeout", "150ms", "--write-tokens", "loader:" + TOKEN)) {
            int round = 0;
            for (int repeat = 0; repeat < 2; repeat++) {
                for (int size = 10; size <= 5_120; size *= 2) {
                    String prefix = "timeout-" + round++ + "-";
                    outcomes.put(prefix, outcome(send(server, prefix, size)));
                    sizes.put(prefix, size);
                }
            }
        }
        Thread.sleep(3_000); // a write that escaped its time limit would commit meanwhile
        List<String> wrong = new ArrayList<>();
        for (var e : outcomes.entrySet()) {
            long stored = people(e.getKey());
            long expected = e.getValue().equals("applied") ? sizes.get(e.getKey()) : 0;
            if (stored != expected) {
                wrong.add(e.getKey() + " answered " + e.getValue() + " but " + stored + " of " + sizes.get(e.getKey())
                        + " people are stored");
            }
        }
        System.out.println("write time limit: outcomes " + outcomes);
        assertTrue(outcomes.containsValue("TIMEOUT"), "some batches must meet the time limit: " + outcomes);
        assertTrue(
                outcomes.values().stream().allMatch(o -> o.equals("TIMEOUT") || o.equals("applied")),
                outcomes.toString());
        assertEquals(List.of(), wrong);
    }

    private static HttpResponse<String> send(TestServer server, String prefix, int size) {
        return server.postJson(
                "/graphql",
                Json.write(Map.of("query", IMPORT, "variables", Map.of("b", batch(prefix, size)))),
                "Authorization",
                "Bearer " + TOKEN);
    }

    /** {@code size} people citing the source, ids starting with {@code prefix}. */
    private static Map<String, Object> batch(String prefix, int size) {
        List<Map<String, Object>> people = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            people.add(Map.of(
                    "id",
                    prefix + i,
                    "name",
                    "Timeout Person " + prefix + i,
                    "born",
                    "1870",
                    "sources",
                    List.of("src-timeout")));
        }
        return Map.of("people", people);
    }

    /** {@code applied}, or the first error's code. */
    private static String outcome(HttpResponse<String> r) {
        JsonNode body = Json.read(r.body());
        JsonNode code = body.at("/errors/0/extensions/code");
        if (!code.isMissingNode()) {
            return code.asText();
        }
        return body.at("/data/importFacts/applied").asBoolean() ? "applied" : "not applied: " + r.body();
    }

    private static long people(String prefix) {
        return TestDatabase.graph()
                .inRead(tx -> tx.run(
                                "MATCH (p:Person) WHERE p.id STARTS WITH $prefix RETURN count(p) AS n",
                                Map.of("prefix", prefix))
                        .single()
                        .get("n")
                        .asLong());
    }
}
