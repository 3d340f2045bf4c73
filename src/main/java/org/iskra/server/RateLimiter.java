package org.iskra.server;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.iskra.core.ErrorCode;

/**
 * Token buckets per client address: each holds up to {@code burst} tokens and refills at {@code perSecond}; a request
 * takes one token, or is refused with 429 and {@code Retry-After}. The table of buckets is bounded: when it grows past
 * {@link #MAX_CLIENTS} the full ones (idle clients) are dropped.
 */
final class RateLimiter {
    static final int MAX_CLIENTS = 10_000;

    private final RateLimit limit;
    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

    RateLimiter(RateLimit limit) {
        this.limit = limit;
    }

    /** Takes a token for {@code client}, or throws a 429 {@link HttpError} saying when to retry. */
    void acquire(String client) {
        if (limit.isOff()) {
            return;
        }
        if (buckets.size() > MAX_CLIENTS) {
            long now = System.nanoTime();
            buckets.values().removeIf(b -> b.isFull(now));
        }
        double waitSeconds =
                buckets.computeIfAbsent(client, c -> new Bucket(limit)).take(System.nanoTime());
        if (waitSeconds > 0) {
            long retryAfter = Math.max(1, (long) Math.ceil(waitSeconds));
            throw new HttpError(
                    429,
                    ErrorCode.UNAVAILABLE,
                    "Too many requests from your address (limit " + limit.perSecond() + " per second, bursts of "
                            + limit.burst() + "); retry after " + retryAfter + " s.",
                    Map.of("Retry-After", String.valueOf(retryAfter)));
        }
    }

    private static final class Bucket {
        private final RateLimit limit;
        private double tokens;
        private long updated;

        Bucket(RateLimit limit) {
            this.limit = limit;
            this.tokens = limit.burst();
            this.updated = System.nanoTime();
        }

        /** Takes a token and returns 0, or returns the seconds until one is available. */
        synchronized double take(long now) {
            refill(now);
            if (tokens >= 1) {
                tokens -= 1;
                return 0;
            }
            return (1 - tokens) / limit.perSecond();
        }

        synchronized boolean isFull(long now) {
            refill(now);
            return tokens >= limit.burst();
        }

        private void refill(long now) {
            tokens = Math.min(limit.burst(), tokens + (now - updated) / 1e9 * limit.perSecond());
            updated = now;
        }
    }
}
