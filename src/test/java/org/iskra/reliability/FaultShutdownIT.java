package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.iskra.store.EmbeddedNeo4j;
import org.iskra.testing.Scratch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * SIGTERM during traffic: requests already sent get an answer (their result, or 503 once the stop began), the process
 * exits within a bound, and the store opens next time without recovery.
 */
@Execution(ExecutionMode.CONCURRENT)
class FaultShutdownIT {

    @Test
    @Timeout(240)
    void sigtermLetsRunningRequestsFinishAndLeavesACleanStore() throws Exception {
        Path store = Scratch.directory("iskra-sigterm-store");
        List<String> problems = new CopyOnWriteArrayList<>();
        Map<String, Integer> outcomes = new ConcurrentHashMap<>();
        try (ServerProcess server =
                ServerProcess.start("--store", store.toString(), "--data", "data", "--page-cache", "16m")) {
            server.awaitReady(Duration.ofSeconds(150)); // seeded and ready
            AtomicBoolean signalled = new AtomicBoolean();
            ExecutorService traffic = Executors.newFixedThreadPool(4);
            for (int i = 0; i < 4; i++) {
                traffic.submit(() -> {
                    while (true) {
                        boolean sentBeforeSignal = !signalled.get();
                        try {
                            HttpResponse<String> r = server.graphql(
                                    "{ people(first: 200) { totalCount nodes { name memberships { organization { name } } } } }");
                            outcomes.merge(String.valueOf(r.statusCode()), 1, Integer::sum);
                            if (r.statusCode() != 200 && r.statusCode() != 503) {
                                problems.add(r.statusCode() + " " + r.body());
                            }
                        } catch (IOException e) {
                            outcomes.merge(
                                    sentBeforeSignal ? "dropped in flight" : "refused after the stop", 1, Integer::sum);
                            if (sentBeforeSignal) {
                                problems.add("a request sent before SIGTERM got no answer: " + e);
                            }
                            return null;
                        }
                    }
                });
            }
            Thread.sleep(1_500);
            long signalledAt = System.nanoTime();
            signalled.set(true);
            server.process().destroy(); // SIGTERM
            assertTrue(server.process().waitFor(60, TimeUnit.SECONDS), "exits after SIGTERM");
            long stopSeconds = (System.nanoTime() - signalledAt) / 1_000_000_000;
            traffic.shutdown();
            assertTrue(traffic.awaitTermination(30, TimeUnit.SECONDS));
            System.out.println("sigterm: stopped in " + stopSeconds + " s, exit "
                    + server.process().exitValue() + ", outcomes " + new TreeMap<>(outcomes));
            assertTrue(server.output().contains("Iskra stopped cleanly; the store is closed"), server.output());
            assertEquals(List.of(), problems);
            assertTrue(outcomes.getOrDefault("200", 0) > 0, outcomes.toString());
        }
        Path debugLog = store.resolve("logs/debug.log");
        long recoveriesBefore = count(debugLog, "Recovery required");
        try (EmbeddedNeo4j reopened = EmbeddedNeo4j.start(store, "16m", Duration.ofSeconds(30))) {
            assertTrue(reopened.service().database("neo4j").isAvailable(10_000));
        }
        assertEquals(recoveriesBefore, count(debugLog, "Recovery required"), "the store needed no recovery");
        assertFalse(Files.readString(debugLog).contains("Recovery completed"), "no recovery ever ran on this store");
    }

    private static long count(Path log, String text) throws IOException {
        return Files.readAllLines(log).stream().filter(l -> l.contains(text)).count();
    }
}
