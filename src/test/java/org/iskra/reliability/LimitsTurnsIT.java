package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.iskra.testing.Facts;
import org.iskra.testing.Json;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.Session;
import org.neo4j.driver.Transaction;

/**
 * At most {@code --max-running} requests run at once; the others wait their turn (one whose turn does not come within
 * the time limit is refused with UNAVAILABLE: {@code TurnsIT}). The running request is held up here by a write that
 * waits on an uncommitted person with the same id, held by the test.
 */
class LimitsTurnsIT {
    private static final String TOKEN = "turns-token";
    private static final String IMPORT = "mutation($b: FactBatch!) { importFacts(input: $b) { applied } }";
    /** One thread per request in flight (the common pool may have a single thread). */
    private static final Executor CLIENTS = Executors.newVirtualThreadPerTaskExecutor();

    @BeforeEach
    void source() {
        TestDatabase.clean();
        Facts.load("""
                {"sources": [{"id": "src-turns", "title": "A source for the turns test"}]}""");
    }

    @Test
    void aRequestBeyondTheLimitWaitsForItsTurnAndIsServed() throws Exception {
        try (TestServer server = TestServer.start(
                        "--max-running", "1", "--timeout", "10s", "--write-tokens", "loader:" + TOKEN);
                Session session = TestDatabase.graph().driver().session()) {
            Transaction lock = session.beginTransaction();
            lock.run("CREATE (:Entity:Person {id: 'turn-0', name: 'Holder'})").consume();
            CompletableFuture<HttpResponse<String>> holder =
                    CompletableFuture.supplyAsync(() -> write(server, "turn-0"), CLIENTS);
            awaitBlockedTransaction();
            long sent = System.nanoTime();
            CompletableFuture<HttpResponse<String>> read =
                    CompletableFuture.supplyAsync(() -> server.graphql("{ person(id: \"turn-0\") { name } }"), CLIENTS);
            Thread.sleep(1_000);
            assertFalse(read.isDone(), "the read waits while the only turn is taken");
            lock.rollback();
            HttpResponse<String> written = holder.get(10, TimeUnit.SECONDS);
            assertTrue(Json.read(written.body()).at("/data/importFacts/applied").asBoolean(), written.body());
            HttpResponse<String> answer = read.get(10, TimeUnit.SECONDS);
            long waited = (System.nanoTime() - sent) / 1_000_000;
            assertEquals(200, answer.statusCode());
            assertEquals(
                    "Turn turn-0",
                    Json.read(answer.body()).at("/data/person/name").asText(),
                    "the read ran after the write it waited for: " + answer.body());
            assertTrue(waited >= 1_000, "served after its turn came, " + waited + " ms after it was sent");
        }
    }

    /** Waits until a transaction of the database is blocked (the write waiting on the test's lock). */
    private static void awaitBlockedTransaction() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            boolean blocked = TestDatabase.graph()
                    .inRead(tx -> tx.run(
                                            "SHOW TRANSACTIONS YIELD status WHERE status STARTS WITH 'Blocked' RETURN count(*) AS n")
                                    .single()
                                    .get("n")
                                    .asLong()
                            > 0);
            if (blocked) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the write never waited on the lock");
    }

    private static HttpResponse<String> write(TestServer server, String id) {
        Map<String, Object> batch =
                Map.of("people", List.of(Map.of("id", id, "name", "Turn " + id, "sources", List.of("src-turns"))));
        return server.postJson(
                "/graphql",
                Json.write(Map.of("query", IMPORT, "variables", Map.of("b", batch))),
                "Authorization",
                "Bearer " + TOKEN);
    }
}
