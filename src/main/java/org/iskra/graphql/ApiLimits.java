package org.iskra.graphql;

import java.time.Duration;

/**
 * Limits that keep one request from taking the server down, each configurable: the largest
 * {@code first}, the deepest query, and the time a request may run.
 */
public record ApiLimits(int maxFirst, int maxDepth, Duration requestTimeout) {
    public static final ApiLimits DEFAULTS = new ApiLimits(500, 15, Duration.ofSeconds(10));
}
