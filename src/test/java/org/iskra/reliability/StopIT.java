package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iskra.testing.Scratch;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Stopping {@code serve}, started as the jar starts it (through {@code org.iskra.Launcher}): SIGTERM and Ctrl-C
 * (SIGINT) end it with the signal's usual status, which the README's run command counts as success, after one line
 * saying it stopped cleanly, and without a stack trace.
 */
@Execution(ExecutionMode.CONCURRENT)
class StopIT {

    @Test
    @Timeout(180)
    void sigtermStopsCleanlyAndSaysSo() throws Exception {
        assertStopsCleanly(null, 143);
    }

    @Test
    @Timeout(180)
    void ctrlCStopsCleanlyAndSaysSo() throws Exception {
        assertStopsCleanly("-INT", 130);
    }

    /** True when the process ignores signal {@code number} (its {@code SigIgn} mask in /proc says so). */
    private static boolean ignores(long pid, int number) throws IOException {
        Path status = Path.of("/proc/" + pid + "/status");
        if (!Files.exists(status)) {
            return false;
        }
        return Files.readAllLines(status).stream()
                .filter(l -> l.startsWith("SigIgn:"))
                .findFirst()
                .map(l -> (Long.parseUnsignedLong(l.substring(7).strip(), 16) >> (number - 1) & 1) == 1)
                .orElse(false);
    }

    /** {@code signal} null: {@link Process#destroy()}, which is SIGTERM; else sent with kill(1). */
    private static void assertStopsCleanly(String signal, int signalStatus) throws Exception {
        Path store = Scratch.directory("iskra-stop-store");
        Path data = Scratch.directory("iskra-stop-data"); // empty: nothing to load, a quick start
        try (ServerProcess server = ServerProcess.startWith(
                "org.iskra.Launcher", "--store", store.toString(), "--data", data.toString(), "--page-cache", "16m")) {
            server.awaitUp(Duration.ofSeconds(120));
            if (signal == null) {
                server.process().destroy();
            } else {
                // A job started in the background of a non-interactive shell inherits SIGINT ignored, and so does
                // every process it starts: there Ctrl-C cannot reach the server, whatever the server does.
                Assumptions.assumeFalse(
                        ignores(server.process().pid(), 2),
                        "SIGINT is ignored by this test's process tree (started as a background job); Ctrl-C cannot be tested here");
                assertEquals(
                        0,
                        new ProcessBuilder(List.of(
                                        "kill",
                                        signal,
                                        String.valueOf(server.process().pid())))
                                .start()
                                .waitFor());
            }
            assertTrue(server.process().waitFor(60, TimeUnit.SECONDS), "exits after the signal");
            String output = server.output();
            int status = server.process().exitValue();
            assertTrue(status == 0 || status == signalStatus, "exit status " + status + ":\n" + output);
            assertEquals(
                    1,
                    output.lines()
                            .filter(l -> l.contains("Iskra stopped cleanly; the store is closed"))
                            .count(),
                    output);
            assertFalse(output.contains("Exception") || output.contains("\tat "), "no stack trace:\n" + output);
        }
    }
}
