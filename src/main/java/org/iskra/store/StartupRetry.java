package org.iskra.store;

import java.time.Duration;
import java.util.function.Supplier;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.neo4j.driver.exceptions.Neo4jException;
import org.neo4j.driver.exceptions.ServiceUnavailableException;
import org.neo4j.driver.exceptions.SessionExpiredException;
import org.neo4j.driver.exceptions.TransientException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs start-up work again while Neo4j is unreachable or hands out no connection, waiting 0.5 s, then twice as long
 * each time up to 8 s, until the start-up deadline: the driver's own timeouts are short (made for requests), a database
 * that is still starting or busy is not.
 */
public final class StartupRetry {
    private static final Logger LOG = LoggerFactory.getLogger(StartupRetry.class);
    static final Duration FIRST_WAIT = Duration.ofMillis(500);
    static final Duration LONGEST_WAIT = Duration.ofSeconds(8);

    private StartupRetry() {}

    /**
     * {@code work}, tried until it succeeds or fails for another reason than connectivity; past {@code deadlineNanos}
     * ({@link System#nanoTime()}) a {@link StartupException} names {@code what}.
     */
    public static <T> T until(long deadlineNanos, String what, Supplier<T> work) {
        Duration wait = FIRST_WAIT;
        long started = System.nanoTime();
        for (int attempt = 1; ; attempt++) {
            try {
                return work.get();
            } catch (RuntimeException e) {
                if (!isConnectivity(e)) {
                    throw e;
                }
                long left = deadlineNanos - System.nanoTime();
                if (left <= 0) {
                    throw new StartupException(
                            what + " failed: Neo4j was unreachable or handed out no connection for "
                                    + (System.nanoTime() - started) / 1_000_000_000 + " s (" + attempt
                                    + (attempt == 1 ? " attempt" : " attempts") + "; last: " + reason(e)
                                    + "). Check that the database runs and is reachable (--neo4j-uri / NEO4J_URI), or allow more time with "
                                    + "--startup-timeout / ISKRA_STARTUP_TIMEOUT.",
                            e);
                }
                Duration sleep = Duration.ofNanos(Math.min(wait.toNanos(), left));
                LOG.warn(
                        "{}: Neo4j is unreachable or handed out no connection ({}); attempt {} failed, trying again in {} ms",
                        what,
                        reason(e),
                        attempt,
                        sleep.toMillis());
                pause(sleep);
                wait = wait.multipliedBy(2).compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait.multipliedBy(2);
            }
        }
    }

    /** A failure to reach the database or to get a connection from the pool, worth trying again. */
    static boolean isConnectivity(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof IskraException i && i.code() == ErrorCode.UNAVAILABLE
                    || t instanceof ServiceUnavailableException
                    || t instanceof SessionExpiredException
                    || t instanceof TransientException
                    || t instanceof Neo4jException n && Graph.noConnectionInTime(n)) {
                return true;
            }
        }
        return false;
    }

    /** The driver's own words, which say more than the wrapper's. */
    private static String reason(Throwable e) {
        Throwable root = e;
        while (root instanceof IskraException && root.getCause() != null) {
            root = root.getCause();
        }
        return String.valueOf(root.getMessage())
                .lines()
                .findFirst()
                .orElse(root.getClass().getSimpleName());
    }

    private static void pause(Duration sleep) {
        try {
            Thread.sleep(sleep);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StartupException("Start-up was interrupted", e);
        }
    }
}
