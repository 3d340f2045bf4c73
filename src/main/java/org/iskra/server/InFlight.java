package org.iskra.server;

import io.javalin.http.Handler;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.iskra.core.ErrorCode;

/**
 * Counts the GraphQL requests being served, for a graceful stop: once {@link #drain} starts, new requests get 503
 * UNAVAILABLE while those already running finish (up to a bound). A request counts until its handler returns, before
 * the web framework writes its answer; Jetty's graceful handler and stop timeout ({@link HttpApi}) cover the writing.
 */
public final class InFlight {
    private final AtomicInteger running = new AtomicInteger();
    private volatile boolean draining;

    Handler track(Handler handler) {
        return ctx -> {
            running.incrementAndGet();
            try {
                if (draining) {
                    throw new HttpError(503, ErrorCode.UNAVAILABLE, "The server is shutting down; try again shortly.");
                }
                handler.handle(ctx);
            } finally {
                running.decrementAndGet();
            }
        };
    }

    /** Refuses new requests and waits for running ones; true when all finished within {@code bound}. */
    public boolean drain(Duration bound) {
        draining = true;
        long deadline = System.nanoTime() + bound.toNanos();
        while (running.get() > 0 && System.nanoTime() < deadline) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return running.get() == 0;
    }

    public int running() {
        return running.get();
    }
}
