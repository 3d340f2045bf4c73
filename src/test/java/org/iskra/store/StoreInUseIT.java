package org.iskra.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iskra.testing.Scratch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/** A second process on a store that is in use exits with a clear message, not a stack trace. */
@Execution(ExecutionMode.CONCURRENT)
class StoreInUseIT {

    @Test
    void aSecondProcessOnTheSameStoreGetsAClearError() throws Exception {
        Path home = Scratch.directory("iskra-locked-store");
        try (EmbeddedNeo4j first = EmbeddedNeo4j.start(home, "16m", Duration.ofSeconds(30))) {
            String java = ProcessHandle.current().info().command().orElse("java");
            Process second = new ProcessBuilder(List.of(
                            java,
                            "-cp",
                            System.getProperty("java.class.path"),
                            "org.iskra.server.Main",
                            "serve",
                            "--store",
                            home.toString(),
                            "--port",
                            "0"))
                    .redirectErrorStream(true)
                    .start();
            assertTrue(second.waitFor(90, TimeUnit.SECONDS), "the second process must exit by itself");
            String output = new String(second.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(2, second.exitValue(), output);
            assertTrue(output.contains("is in use by another process"), output);
            assertFalse(output.contains("\tat org."), "no stack trace: " + output);
            assertTrue(first.service().database("neo4j").isAvailable(1000), "the first process is unharmed");
        }
    }
}
