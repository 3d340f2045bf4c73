package org.iskra.graphql;

import java.time.Duration;

/**
 * Limits that keep one request from taking the server down, each configurable: the largest
 * {@code first}, the deepest query, the time a request may run, the cost budget of a query (see
 * {@link ListCost}), the aliases in one document and the fields at the root of one operation.
 */
public record ApiLimits(int maxFirst, int maxDepth, Duration requestTimeout, int maxComplexity, int maxAliases, int maxRootFields) {
    public static final ApiLimits DEFAULTS = new ApiLimits(500, 15, Duration.ofSeconds(10), 200_000, 50, 50);

    /**
     * The timeout of a write transaction, longer than a request's: a bulk import's batch of
     * thousands of records may need it. A request's writes are bounded by the request's own limit
     * ({@code Deadline}); once one has begun to commit, its answer waits up to this for the commit.
     */
    public Duration writeTimeout() {
        return requestTimeout.multipliedBy(30);
    }

    /** The defaults with another time limit (tests). */
    public ApiLimits withTimeout(Duration timeout) {
        return new ApiLimits(maxFirst, maxDepth, timeout, maxComplexity, maxAliases, maxRootFields);
    }
}
