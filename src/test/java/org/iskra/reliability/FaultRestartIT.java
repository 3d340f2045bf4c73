package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.iskra.store.EmbeddedNeo4j;
import org.iskra.testing.Facts;
import org.iskra.testing.Json;
import org.iskra.testing.Leaks;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The database stops and starts again under traffic (the whole embedded DBMS: the community edition cannot stop a
 * single database): requests in flight or arriving meanwhile fail cleanly (UNAVAILABLE or TIMEOUT, never INTERNAL),
 * readiness goes 503 then 200, and the same server answers again without a restart.
 */
class FaultRestartIT {
    private static final String QUERY =
            "{ members(of: [\"bolsheviks\", \"mensheviks\"], first: 50) { totalCount nodes { person { name } since } } }";

    @Test
    @Timeout(180)
    void theDatabaseRestartsUnderTrafficAndTheServerRecoversByItself() throws Exception {
        EmbeddedNeo4j embedded = TestDatabase.embedded();
        Assumptions.assumeTrue(embedded != null, "needs the embedded database (NEO4J_URI is set)");
        Facts.loadDataFolder();
        try (TestServer server = TestServer.start("--timeout", "5s")) {
            assertEquals(200, server.graphql(QUERY).statusCode());
            AtomicBoolean running = new AtomicBoolean(true);
            List<String> failures = new CopyOnWriteArrayList<>();
            Map<String, Integer> outcomes = new ConcurrentHashMap<>();
            ExecutorService traffic = Executors.newFixedThreadPool(4);
            for (int i = 0; i < 4; i++) {
                traffic.submit(() -> {
                    while (running.get()) {
                        HttpResponse<String> r = server.graphql(QUERY);
                        String outcome = outcome(r);
                        outcomes.merge(outcome, 1, Integer::sum);
                        if (!Set.of("ok", "UNAVAILABLE", "TIMEOUT").contains(outcome) || Leaks.find(r.body()) != null) {
                            failures.add(r.statusCode() + " " + r.body());
                        }
                    }
                });
            }
            Thread.sleep(500);
            TestDatabase.stopEmbedded();
            awaitReady(server, 503, 20);
            Thread.sleep(1_000);
            TestDatabase.startEmbedded();
            awaitReady(server, 200, 60);
            Thread.sleep(500);
            running.set(false);
            traffic.shutdown();
            assertTrue(traffic.awaitTermination(30, TimeUnit.SECONDS));
            System.out.println("restart: outcomes " + new TreeMap<>(outcomes));
            assertEquals(List.of(), failures, "only clean failures while the database was down");
            assertTrue(
                    outcomes.getOrDefault("UNAVAILABLE", 0) + outcomes.getOrDefault("TIMEOUT", 0) > 0,
                    "some requests met the stopped database: " + outcomes);
            HttpResponse<String> after = server.graphql(QUERY);
            assertEquals("ok", outcome(after), after.body());
            assertTrue(Json.read(after.body()).at("/data/members/totalCount").asInt() > 10);
        }
    }

    private static String outcome(HttpResponse<String> r) {
        JsonNode body = Json.read(r.body());
        if (r.statusCode() >= 500) {
            return "HTTP " + r.statusCode();
        }
        JsonNode code = body.at("/errors/0/extensions/code");
        return code.isMissingNode() ? "ok" : code.asText();
    }

    private static void awaitReady(TestServer server, int status, int seconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        int last = -1;
        while (System.nanoTime() < deadline) {
            last = server.get("/ready").statusCode();
            if (last == status) {
                return;
            }
            Thread.sleep(100);
        }
        assertNull("/ready stayed " + last + ", expected " + status);
    }
}
