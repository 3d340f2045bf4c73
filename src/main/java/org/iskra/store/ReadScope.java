package org.iskra.store;

import java.util.Map;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.Query;
import org.neo4j.driver.Record;
import org.neo4j.driver.Result;
import org.neo4j.driver.Session;
import org.neo4j.driver.Transaction;
import org.neo4j.driver.TransactionCallback;
import org.neo4j.driver.TransactionConfig;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Value;

/**
 * One read transaction shared by every read made through one snapshot of the graph ({@link Graph#inOneRead}: a GraphQL
 * request and its levels of batched loads): one BEGIN and one COMMIT instead of one pair per statement. It begins on
 * the first read and ends with the unit of work; a statement that fails ends it, and the next read begins another.
 *
 * <p>A unit of work expected to send a single statement may send it {@link #firstAlone alone}, as an auto-commit read:
 * one round trip to the database instead of three (BEGIN, RUN and PULL, COMMIT). Should a second statement follow, the
 * rest of the work reads in a transaction begun in the same session, so the driver chains it to the first statement's
 * bookmark (in a cluster it reads on a member at least as up to date), and the scope reports that its reads did not
 * share one transaction ({@link #oneTransaction}). Nothing is read again: Neo4j's transactions are read-committed (each
 * statement sees what was committed when it ran, inside one transaction too), so one transaction gives a
 * multi-statement read no view that two causally chained ones do not.
 */
final class ReadScope implements AutoCloseable {
    private final Supplier<Session> sessions;
    private final TransactionConfig config;
    private final boolean firstAlone;
    private final TransactionContext context = new Context(this);
    /** The session of the statements, opened on the first. */
    private @Nullable Session session;

    private @Nullable Transaction tx;
    private int statements;
    private boolean split;
    /** The unit of work has ended: a read still made through its snapshot (a late fetcher) reads on its own. */
    private boolean ended;

    /** {@code firstAlone}: send the first statement as an auto-commit read rather than in a transaction. */
    ReadScope(Supplier<Session> sessions, TransactionConfig config, boolean firstAlone) {
        this.sessions = sessions;
        this.config = config;
        this.firstAlone = firstAlone;
    }

    /**
     * Runs {@code work} in the shared transaction; once the unit of work has {@link #end ended}, {@code alone} instead.
     * Synchronized: a transaction takes one statement at a time, whichever thread a fetcher runs on.
     */
    synchronized <T> T run(TransactionCallback<T> work, Supplier<T> alone) {
        if (ended) {
            return alone.get();
        }
        try {
            return work.execute(context);
        } catch (RuntimeException e) {
            close(); // the transaction is unusable after a failed statement
            throw e;
        }
    }

    private Result run(Query query) {
        statements++;
        if (session == null) {
            session = sessions.get();
        }
        Session current = session;
        if (firstAlone && statements == 1) {
            return current.run(query, config);
        }
        if (tx == null) {
            split = firstAlone;
            try {
                tx = current.beginTransaction(config);
            } catch (RuntimeException e) {
                close();
                throw e;
            }
        }
        return tx.run(query);
    }

    /** Statements sent so far. */
    int statements() {
        return statements;
    }

    /**
     * Whether every statement sent so far was read in one transaction (false once a statement sent alone is followed by
     * another).
     */
    boolean oneTransaction() {
        return !split;
    }

    /** Ends the unit of work: closes the transaction, and later reads go {@code alone}. */
    synchronized void end() {
        ended = true;
        close();
    }

    /** Ends the transaction (a read has nothing to commit, so it is rolled back) and its sessions. */
    @Override
    public synchronized void close() {
        try {
            if (tx != null) {
                tx.close();
            }
        } catch (RuntimeException e) {
            // the database went away with the transaction: nothing to keep
        } finally {
            tx = null;
            session = closed(session);
        }
    }

    private static @Nullable Session closed(@Nullable Session session) {
        if (session != null) {
            try {
                session.close();
            } catch (RuntimeException e) {
                // as above
            }
        }
        return null;
    }

    /** The scope as the context a transaction function expects. */
    private record Context(ReadScope scope) implements TransactionContext {
        @Override
        public Result run(String query, Value parameters) {
            return scope.run(new Query(query, parameters));
        }

        @Override
        public Result run(String query, Map<String, Object> parameters) {
            return scope.run(new Query(query, parameters));
        }

        @Override
        public Result run(String query, Record parameters) {
            return scope.run(new Query(query, parameters.asMap()));
        }

        @Override
        public Result run(String query) {
            return scope.run(new Query(query));
        }

        @Override
        public Result run(Query query) {
            return scope.run(query);
        }
    }
}
