package org.iskra.graphql;

import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * Which operations read with a single statement, learnt from their last runs, so that the next run sends it as an
 * auto-commit read: one round trip to the database instead of three (BEGIN, RUN and PULL, COMMIT), which on a small
 * graph is a third of a light request's time.
 *
 * <p>An operation qualifies after {@link #RUNS} runs in a row of at most one statement each, and loses it at its first
 * run of more (its data or its variables may make it read more). A run predicted single that sends a second statement
 * reads the rest in a transaction chained to the first ({@code store.ReadScope}) and is not run again. Operations whose
 * text holds the word {@code mutation}, and requests with a writer, never qualify: writes go in write transactions.
 */
final class SingleStatementOperations {
    /** Runs in a row of at most one statement before an operation's statement is sent alone. */
    static final int RUNS = 8;

    private record Key(String query, @Nullable String operationName) {}

    private final BoundedCache<Key, AtomicInteger> singleRuns;

    SingleStatementOperations(int capacity) {
        this.singleRuns = new BoundedCache<>(capacity);
    }

    /** Whether {@code request} is expected to send at most one statement. */
    boolean expected(GraphQLRequest request) {
        if (request.writer() != null || request.query().contains("mutation")) {
            return false;
        }
        AtomicInteger runs = singleRuns.get(key(request));
        return runs != null && runs.get() >= RUNS;
    }

    /** Learns from a run of {@code request} that sent {@code statements}. */
    void ran(GraphQLRequest request, int statements) {
        AtomicInteger runs = singleRuns.computeIfAbsent(key(request), AtomicInteger::new);
        if (statements > 1) {
            runs.set(0);
        } else if (runs.get() < RUNS) {
            runs.incrementAndGet();
        }
    }

    private static Key key(GraphQLRequest request) {
        return new Key(request.query(), request.operationName());
    }
}
