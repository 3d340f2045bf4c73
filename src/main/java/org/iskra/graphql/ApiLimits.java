package org.iskra.graphql;

import java.time.Duration;

/**
 * Limits that keep one request from taking the server down, each configurable: the largest {@code first}, the deepest
 * query, the time a request may run, the cost budget of a query (see {@link ListCost}), the aliases in one document,
 * the fields at the root of one operation, and how many requests run at once (the others wait their turn, see
 * {@link GraphQLService}).
 */
public record ApiLimits(
        int maxFirst,
        int maxDepth,
        Duration requestTimeout,
        int maxComplexity,
        int maxAliases,
        int maxRootFields,
        int maxRunning) {
    public static final ApiLimits DEFAULTS =
            new ApiLimits(500, 15, Duration.ofSeconds(10), 200_000, 50, 50, perCore(4));

    /** {@code n} for each processor this JVM may use. */
    public static int perCore(int n) {
        return n * Runtime.getRuntime().availableProcessors();
    }

    /**
     * The timeout of a write transaction, longer than a request's: a bulk import's batch of thousands of records may
     * need it. A request's writes are bounded by the request's own limit ({@code Deadline}); once one has begun to
     * commit, its answer waits up to this for the commit.
     */
    public Duration writeTimeout() {
        return requestTimeout.multipliedBy(30);
    }

    /** The defaults with another time limit (tests). */
    public ApiLimits withTimeout(Duration timeout) {
        return new ApiLimits(maxFirst, maxDepth, timeout, maxComplexity, maxAliases, maxRootFields, maxRunning);
    }
}
