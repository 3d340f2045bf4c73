package org.iskra.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Writes when each test class started, how long it took (its set-up included, which surefire's reports leave out) and
 * in which test JVM, to {@code target/test-timeline.txt}; with the data loads that {@link Facts} adds, it shows where
 * the suite's time goes. Registered for every class through the extension auto-detection the build turns on.
 */
public final class TestTimeline implements BeforeAllCallback, AfterAllCallback {
    private static final Path FILE = Path.of("target", "test-timeline.txt");
    private static final long T0 = System.nanoTime();
    private static final ExtensionContext.Namespace NS = ExtensionContext.Namespace.create(TestTimeline.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getStore(NS).put("start", System.nanoTime());
    }

    @Override
    public void afterAll(ExtensionContext context) {
        Long start = context.getStore(NS).get("start", Long.class);
        if (start != null) {
            record(
                    "%8.1f s  %6.1f s  %s",
                    seconds(start - T0),
                    seconds(System.nanoTime() - start),
                    context.getRequiredTestClass().getName());
        }
    }

    /** Adds a line, stamped with the pass and the test JVM, to the timeline. */
    public static synchronized void record(String format, Object... args) {
        try {
            Files.createDirectories(FILE.getParent());
            String pass = TestDatabase.pass();
            String line = "[" + pass + " " + ProcessHandle.current().pid() + "] " + String.format(format, args) + "\n";
            Files.writeString(FILE, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            // the timeline is a diagnostic: no test fails for it
        }
    }

    static double sinceStart() {
        return seconds(System.nanoTime() - T0);
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }
}
