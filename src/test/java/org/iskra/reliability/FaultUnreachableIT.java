package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.iskra.testing.Json;
import org.iskra.testing.Leaks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * An external Neo4j that cannot be reached at start: the server still answers HTTP, is not ready, and says UNAVAILABLE
 * quickly; past the start-up time limit, {@code serve} and {@code import} exit 1 with a clear message.
 */
@Execution(ExecutionMode.CONCURRENT)
class FaultUnreachableIT {

    @Test
    @Timeout(150)
    void theServerStartsWithoutItsDatabaseAndAnswersUnavailableQuickly() throws Exception {
        try (ServerProcess server = ServerProcess.start(
                "--neo4j-uri", "bolt://127.0.0.1:1", "--neo4j-password", "none", "--data", "data")) {
            server.awaitUp(Duration.ofSeconds(90));
            assertEquals(503, server.get("/ready").statusCode());
            long started = System.nanoTime();
            HttpResponse<String> r = server.graphql("{ person(id: \"lenin\") { name } }");
            long millis = (System.nanoTime() - started) / 1_000_000;
            assertTrue(r.statusCode() < 500, r.body());
            assertEquals(
                    "UNAVAILABLE",
                    Json.read(r.body()).at("/errors/0/extensions/code").asText(),
                    r.body());
            assertTrue(Leaks.find(r.body()) == null, r.body());
            assertTrue(millis < 6_000, "UNAVAILABLE within seconds, not at the time limit: " + millis + " ms");
            assertTrue(server.process().isAlive(), "still serving");
            assertFalse(server.output().contains("\tat org."), "no stack trace at start:\n" + server.output());
        }
    }

    @Test
    @Timeout(150)
    void pastTheStartupLimitServeAndImportExitWithAClearMessage() throws Exception {
        // both commands at once: each waits out its own 15 s limit, long enough for a first attempt (about 2 s) and its
        // back-offs even on a loaded machine, where a 6 s limit once left time for one attempt only
        Map<String, Process> processes = new LinkedHashMap<>();
        for (String command : List.of("serve", "import")) {
            List<String> args = new ArrayList<>(List.of(
                    command,
                    "--neo4j-uri",
                    "bolt://127.0.0.1:1",
                    "--neo4j-password",
                    "none",
                    "--startup-timeout",
                    "15s",
                    "--port",
                    "0"));
            if (command.equals("import")) {
                args.add("data");
            }
            processes.put(
                    command,
                    new ProcessBuilder(ServerProcess.mainCommand(List.of(), args.toArray(String[]::new)))
                            .redirectErrorStream(true)
                            .start());
        }
        for (Map.Entry<String, Process> e : processes.entrySet()) {
            String command = e.getKey();
            Process process = e.getValue();
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), command + " exits by itself");
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(1, process.exitValue(), output);
            assertTrue(
                    output.contains(
                            command.equals("serve")
                                    ? "iskra: could not start"
                                    : "iskra: import refused, nothing was written"),
                    output);
            assertTrue(output.contains("--startup-timeout"), "says how to allow more time:\n" + output);
            assertTrue(output.contains("trying again in"), "the back-off is logged:\n" + output);
            assertFalse(output.contains("\tat org."), "no stack trace:\n" + output);
        }
    }
}
