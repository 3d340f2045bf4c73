package org.iskra.tools.neo4j;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Query;
import org.neo4j.driver.Session;
import org.neo4j.driver.Transaction;
import org.neo4j.driver.TransactionCallback;
import org.neo4j.driver.TransactionContext;

/**
 * A driver that counts every statement run through it (in sessions, managed and explicit transactions) and every
 * transaction begun, so tests can prove that a request costs a bounded number of round trips and the benchmark can
 * report them, and keeps the text of the last few, so tests can check what a request sent. The product's {@code Graph}
 * knows nothing of it.
 */
public final class CountingDriver {
    private static final int KEPT = 16;
    private final AtomicLong statements = new AtomicLong();
    private final AtomicLong transactions = new AtomicLong();
    private final AtomicLong autoCommits = new AtomicLong();
    private final AtomicLong sessions = new AtomicLong();
    private final Deque<String> recent = new ConcurrentLinkedDeque<>();
    private volatile @Nullable Query lastQuery;

    /**
     * What begins a transaction on a session: a transaction function, an explicit transaction, an auto-commit
     * statement.
     */
    private static final Set<String> TRANSACTION_METHODS = Set.of(
            "executeRead",
            "executeWrite",
            "executeWriteWithoutResult",
            "executeReadWithoutResult",
            "beginTransaction",
            "run");

    /** {@code driver}, with every {@code run} through it counted. */
    public Driver wrap(Driver driver) {
        return proxy(Driver.class, driver);
    }

    /** How many statements were run since this counter was made. */
    public long statements() {
        return statements.get();
    }

    /** The last statement run with its parameters, when it was run as a {@link Query} (as Iskra runs them). */
    public @Nullable Query lastQuery() {
        return lastQuery;
    }

    /** The texts of the last statements run (at most 16), oldest first. */
    public List<String> recentStatements() {
        return List.copyOf(recent);
    }

    /**
     * How many transactions (managed or explicit, auto-commit statements included) were begun since this counter was
     * made.
     */
    public long transactions() {
        return transactions.get();
    }

    /** How many statements were run on a session, each an auto-commit transaction of its own. */
    public long autoCommitStatements() {
        return autoCommits.get();
    }

    /** How many sessions were opened since this counter was made. */
    public long sessions() {
        return sessions.get();
    }

    private <T> T proxy(Class<T> type, T target) {
        return type.cast(Proxy.newProxyInstance(
                type.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> invoke(target, method, args)));
    }

    /**
     * Work of the server that no request sends: the change feed's polls and its subscribers' reads, on threads of their
     * own, which would otherwise land at random in a request's count.
     */
    private static boolean background() {
        String thread = Thread.currentThread().getName();
        return thread.startsWith("iskra-change-feed") || thread.startsWith("iskra-subscription");
    }

    private Object invoke(Object target, Method method, Object[] args) throws Throwable {
        if (background()) {
            return invokeCounted(target, method, args);
        }
        if (method.getName().equals("run")
                && !(target instanceof Driver)) { // a session, a transaction or a transaction function's context
            statements.incrementAndGet();
            Object statement = args == null || args.length == 0 ? null : args[0];
            String text = statement instanceof Query query ? query.text() : statement instanceof String s ? s : null;
            if (statement instanceof Query query) {
                lastQuery = query;
            }
            if (text != null) {
                recent.addLast(text);
                while (recent.size() > KEPT) {
                    recent.pollFirst();
                }
            }
        }
        if (target instanceof Session && TRANSACTION_METHODS.contains(method.getName())) {
            transactions.incrementAndGet();
            if (method.getName().equals("run")) {
                autoCommits.incrementAndGet();
            }
        }
        return invokeCounted(target, method, args);
    }

    /** Calls the driver, wrapping what it returns so that the statements run through that are seen too. */
    private Object invokeCounted(Object target, Method method, Object[] args) throws Throwable {
        Object[] passed =
                args == null ? null : Arrays.stream(args).map(this::counted).toArray();
        Object result;
        try {
            result = method.invoke(target, passed);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
        if (method.getReturnType() == Session.class) {
            if (!background()) {
                sessions.incrementAndGet();
            }
            return proxy(Session.class, (Session) result);
        }
        if (method.getReturnType() == Transaction.class) {
            return proxy(Transaction.class, (Transaction) result);
        }
        return result;
    }

    /** A transaction function gets a counted transaction context. */
    private Object counted(Object argument) {
        if (argument instanceof TransactionCallback<?> work) {
            return (TransactionCallback<Object>) tx -> work.execute(proxy(TransactionContext.class, tx));
        }
        return argument;
    }
}
