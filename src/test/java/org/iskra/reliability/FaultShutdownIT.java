package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
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
import org.iskra.testing.Json;
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
    /** As many as each request of the traffic reads, with their memberships. */
    private static final int PEOPLE = 200;
    /** 200 people with this much description each: an answer of 6 MB, more than the socket buffers hold. */
    private static final int DESCRIPTION_CHARS = 30_000;

    @Test
    @Timeout(240)
    void sigtermLetsRunningRequestsFinishAndLeavesACleanStore() throws Exception {
        Path store = Scratch.directory("iskra-sigterm-store");
        List<String> problems = new CopyOnWriteArrayList<>();
        Map<String, Integer> outcomes = new ConcurrentHashMap<>();
        Path data = SmallDataFolder.withPeople(PEOPLE);
        try (ServerProcess server =
                ServerProcess.start("--store", store.toString(), "--data", data.toString(), "--page-cache", "16m")) {
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

    /**
     * A response still being written when SIGTERM comes is written to its end. Its handler has returned by then (the
     * web framework writes the result after it), so the count of running requests is already down and only the HTTP
     * server's own graceful stop can wait for the write. The client reads 6 MB at about 3 MB/s and sends SIGTERM 300 ms
     * in, so the write is far from done when the stop begins.
     */
    @Test
    @Timeout(240)
    void sigtermLetsAResponseBeingWrittenFinish() throws Exception {
        Path data = SmallDataFolder.withPeople(PEOPLE, "x".repeat(DESCRIPTION_CHARS));
        Path store = Scratch.directory("iskra-sigterm-write-store");
        try (ServerProcess server =
                ServerProcess.start("--store", store.toString(), "--data", data.toString(), "--page-cache", "16m")) {
            server.awaitReady(Duration.ofSeconds(150));
            ByteArrayOutputStream response = new ByteArrayOutputStream();
            try (Socket reader = server.sendUnread("{ people(first: " + PEOPLE + ") { nodes { id description } } }")) {
                long sent = System.nanoTime();
                boolean signalled = false;
                byte[] chunk = new byte[16 * 1024];
                for (int n; (n = reader.getInputStream().read(chunk)) >= 0; ) {
                    response.write(chunk, 0, n);
                    if (!signalled && System.nanoTime() - sent > 300_000_000L) {
                        server.process().destroy(); // SIGTERM
                        signalled = true;
                    }
                    Thread.sleep(5);
                }
                assertTrue(signalled, "SIGTERM was sent while the answer was being read");
            }
            String text = response.toString(StandardCharsets.UTF_8);
            assertTrue(text.startsWith("HTTP/1.1 200"), text.substring(0, Math.min(200, text.length())));
            JsonNode body = Json.read(text.substring(text.indexOf("\r\n\r\n") + 4)); // a body cut off does not parse
            assertEquals(PEOPLE, body.at("/data/people/nodes").size());
            assertTrue(server.process().waitFor(60, TimeUnit.SECONDS), "exits after SIGTERM");
            assertTrue(server.output().contains("Iskra stopped cleanly"), server.output());
        }
    }

    private static long count(Path log, String text) throws IOException {
        return Files.readAllLines(log).stream().filter(l -> l.contains(text)).count();
    }
}
