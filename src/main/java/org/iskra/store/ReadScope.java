package org.iskra.store;

import java.util.Map;
import java.util.function.Supplier;
import org.neo4j.driver.Query;
import org.neo4j.driver.Record;
import org.neo4j.driver.Result;
import org.neo4j.driver.Session;
import org.neo4j.driver.Transaction;
import org.neo4j.driver.TransactionCallback;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Value;

/**
 * One read transaction shared by every read a unit of work makes on its thread (a GraphQL request
 * and its levels of batched loads): one BEGIN and one COMMIT instead of one pair per statement.
 * It begins on the first read and ends with the unit of work; a statement that fails ends it, and
 * the next read begins another.
 */
final class ReadScope implements AutoCloseable {
    private final Supplier<Session> sessions;
    private final java.util.function.Function<Session, Transaction> begin;
    private Session session;
    private Transaction tx;

    ReadScope(Supplier<Session> sessions, java.util.function.Function<Session, Transaction> begin) {
        this.sessions = sessions;
        this.begin = begin;
    }

    <T> T run(TransactionCallback<T> work) {
        if (tx == null) {
            session = sessions.get();
            try {
                tx = begin.apply(session);
            } catch (RuntimeException e) {
                close();
                throw e;
            }
        }
        try {
            return work.execute(new Context(tx));
        } catch (RuntimeException e) {
            close(); // the transaction is unusable after a failed statement
            throw e;
        }
    }

    /** Ends the transaction (a read has nothing to commit, so it is rolled back) and its session. */
    @Override
    public void close() {
        try {
            if (tx != null) {
                tx.close();
            }
        } catch (RuntimeException e) {
            // the database went away with the transaction: nothing to keep
        } finally {
            tx = null;
            if (session != null) {
                try {
                    session.close();
                } catch (RuntimeException e) {
                    // as above
                }
                session = null;
            }
        }
    }

    /** The open transaction as the context a transaction function expects. */
    private record Context(Transaction tx) implements TransactionContext {
        @Override
        public Result run(String query, Value parameters) {
            return tx.run(query, parameters);
        }

        @Override
        public Result run(String query, Map<String, Object> parameters) {
            return tx.run(query, parameters);
        }

        @Override
        public Result run(String query, Record parameters) {
            return tx.run(query, parameters);
        }

        @Override
        public Result run(String query) {
            return tx.run(query);
        }

        @Override
        public Result run(Query query) {
            return tx.run(query);
        }
    }
}
