package org.iskra.store;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.AccessMode;
import org.neo4j.driver.Config;
import org.neo4j.driver.Driver;
import org.neo4j.driver.Logging;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.neo4j.driver.SessionConfig;
import org.neo4j.driver.TransactionCallback;
import org.neo4j.driver.TransactionConfig;
import org.neo4j.driver.exceptions.ClientException;
import org.neo4j.driver.exceptions.Neo4jException;
import org.neo4j.driver.exceptions.ServiceUnavailableException;
import org.neo4j.driver.exceptions.SessionExpiredException;
import org.neo4j.driver.exceptions.TransientException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The only way Iskra talks to Neo4j: through the driver, reads in read transactions and writes in write transactions
 * (so a cluster routes them), each bounded by a transaction timeout.
 */
public final class Graph implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Graph.class);
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(3);
    static final Duration RETRY_WINDOW = Duration.ofSeconds(2);

    private final Driver driver;
    /** The database named by the configuration; blank for the server's default (home) database. */
    private final @Nullable String database;
    /**
     * The home database, asked for once when none is configured: a session that names its database spares the server
     * resolving the home database on every transaction (about a quarter of the server's work for a one-statement read,
     * measured over Bolt on loopback).
     */
    private volatile @Nullable String homeDatabase;

    private final Duration readTimeout;
    private final TransactionConfig readConfig;
    private final TransactionConfig writeConfig;
    private final Duration writeTimeout;
    private static final Cypher GRAPH_VERSION = Cypher.of(Graph.class, "graphVersion");
    /** How long a graph version read from the database is trusted (writes of this process invalidate it at once). */
    static final Duration VERSION_TTL = Duration.ofSeconds(1);

    private volatile long version = -1;
    private volatile long versionReadAt;
    /** Writes through this graph and its {@link #withTimeout views}; a version read before the last one is stale. */
    private final AtomicLong writes;

    private volatile long versionWrites;
    private final boolean ownsDriver;
    private static final TransactionConfig HOME_DATABASE_QUERY =
            TransactionConfig.builder().withTimeout(Duration.ofSeconds(2)).build();
    /**
     * In a {@link #inOneRead snapshot}: the one read transaction every read through it shares; null for the graph
     * itself, where each read has a transaction of its own.
     */
    private final @Nullable ReadScope scope;
    /** The graph whose cached version a snapshot reports: this graph itself, or the one the snapshot was taken of. */
    private final @Nullable Graph taken;

    public Graph(Driver driver, @Nullable String database, Duration readTimeout, Duration writeTimeout) {
        this(driver, database, readTimeout, writeTimeout, new AtomicLong(), true, null, null);
    }

    private Graph(
            Driver driver,
            @Nullable String database,
            Duration readTimeout,
            Duration writeTimeout,
            AtomicLong writes,
            boolean ownsDriver,
            @Nullable ReadScope scope,
            @Nullable Graph taken) {
        this.driver = driver;
        this.database = database;
        this.readTimeout = readTimeout;
        this.readConfig = TransactionConfig.builder().withTimeout(readTimeout).build();
        this.writeConfig = TransactionConfig.builder().withTimeout(writeTimeout).build();
        this.writeTimeout = writeTimeout;
        this.writes = writes;
        this.ownsDriver = ownsDriver;
        this.scope = scope;
        this.taken = taken;
    }

    /**
     * The same database with {@code limit} as the timeout of every transaction, for start-up work (migrations, the
     * first load of data/) that the request time limit must not cut short. It shares the driver and the write count (so
     * this graph's cached version is not trusted after a write through the view); closing it leaves the driver open.
     */
    public Graph withTimeout(Duration limit) {
        Graph view = new Graph(driver, database, limit, limit, writes, false, scope, taken);
        view.homeDatabase = homeDatabase;
        return view;
    }

    /**
     * The driver settings Iskra uses: short connect and acquisition timeouts and a short retry window, so an
     * unreachable or restarting database turns into a quick UNAVAILABLE instead of a request that hangs until its time
     * limit.
     */
    public static Config driverConfig() {
        return Config.builder()
                .withMaxConnectionPoolSize(64)
                .withConnectionTimeout(CONNECT_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)
                .withConnectionAcquisitionTimeout(CONNECT_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)
                .withMaxTransactionRetryTime(RETRY_WINDOW.toMillis(), TimeUnit.MILLISECONDS)
                .withLogging(Logging.slf4j())
                .build();
    }

    /** Runs one read query and maps each record (to null, for a mapper that only records what it reads). */
    public <T extends @Nullable Object> List<T> read(
            Cypher query, Map<String, Object> params, Function<Record, T> mapper) {
        return inRead(tx -> tx.run(query.text(), params).list(mapper::apply));
    }

    /** Runs one read query expected to return a single record. */
    public <T> T readSingle(Cypher query, Map<String, Object> params, Function<Record, T> mapper) {
        return inRead(tx -> mapper.apply(tx.run(query.text(), params).single()));
    }

    /** Runs several statements in one read transaction (in a snapshot: the snapshot's). */
    public <T> T inRead(TransactionCallback<T> work) {
        ReadScope shared = scope;
        if (shared != null) {
            return translated(() -> shared.run(work, () -> inOwnRead(work)));
        }
        return inOwnRead(work);
    }

    private <T> T inOwnRead(TransactionCallback<T> work) {
        return inSession(AccessMode.READ, session -> session.executeRead(work, readConfig));
    }

    /**
     * Runs {@code work} on a snapshot of this graph: a graph whose every read shares one read transaction (begun on the
     * first read), handed to the work, which passes it to what it reads with (a GraphQL request builds its stores over
     * it); writes keep their own transactions. Without the retries of a transaction function: a read that fails fails
     * the work, as a request is retried by its client. With {@code firstAlone} the first statement is sent as an
     * auto-commit read, for work expected to send only that one: a single round trip instead of three. If another
     * statement follows, the rest of the work reads in a transaction begun in the same session (chained to the first
     * statement's bookmark) and the outcome says so ({@link ReadOutcome#oneTransaction()} false); the work is not run
     * again (see {@link ReadScope} for why that loses nothing). On a snapshot, the work runs on that same snapshot.
     */
    public <T> ReadOutcome<T> inOneRead(Function<Graph, T> work, boolean firstAlone) {
        if (scope != null) {
            return new ReadOutcome<>(work.apply(this), 0, true); // counted by the enclosing unit of work
        }
        ReadScope shared = new ReadScope(() -> driver.session(sessionConfig(AccessMode.READ)), readConfig, firstAlone);
        try {
            Graph snapshot = new Graph(driver, database, readTimeout, writeTimeout, writes, false, shared, this);
            snapshot.homeDatabase = homeDatabase;
            T value = work.apply(snapshot);
            return new ReadOutcome<>(value, shared.statements(), shared.oneTransaction());
        } finally {
            shared.end();
        }
    }

    private <T> T translated(Supplier<T> work) {
        try {
            return work.get();
        } catch (IskraException e) {
            throw e;
        } catch (Neo4jException e) {
            throw interrupted(e) ? stoppedAtTimeLimit(e) : translate(e);
        } catch (RuntimeException e) {
            throw interrupted(e) ? stoppedAtTimeLimit(e) : e;
        }
    }

    /** Runs several statements in one write transaction: all of them land, or none. */
    public <T> T inWrite(TransactionCallback<T> work) {
        return inWrite(work, Deadline.NONE);
    }

    /**
     * As {@link #inWrite(TransactionCallback)} within a request's time limit: the transaction times out when the
     * request does, and commits only if it claims its commit before the request is answered TIMEOUT (see
     * {@link Deadline}).
     */
    public <T> T inWrite(TransactionCallback<T> work, Deadline deadline) {
        Duration left = deadline.remainingOr(writeTimeout);
        if (left.toMillis() <= 0) {
            throw Deadline.timedOut();
        }
        TransactionConfig config = left.compareTo(writeTimeout) < 0
                ? TransactionConfig.builder().withTimeout(left).build()
                : writeConfig;
        try {
            T result = inSession(
                    AccessMode.WRITE,
                    session -> session.executeWrite(
                            tx -> {
                                T value = work.execute(tx);
                                deadline.claimCommit();
                                return value;
                            },
                            config));
            deadline.committed();
            return result;
        } finally {
            writes.incrementAndGet(); // whatever the outcome, the next reader asks the database
            version = -1;
        }
    }

    /**
     * The graph version (bumped by every write), for HTTP validators: kept in memory, so asking costs nothing; read
     * again after any write through this process, and at most {@link #VERSION_TTL} after the last read (for writes made
     * by other processes on the same database).
     */
    public long version() {
        Graph of = taken;
        if (of != null) {
            return of.version();
        }
        long known = version;
        if (known >= 0 && fresh()) {
            return known;
        }
        synchronized (this) {
            if (version >= 0 && fresh()) {
                return version;
            }
            long writesBefore = writes.get();
            long readAt = System.nanoTime();
            // in a transaction of its own, never a request's: it keys caches of plans, not answers, and
            // a request's one statement must stay alone
            long read = inSession(
                    AccessMode.READ,
                    session -> session.executeRead(
                            tx -> tx.run(GRAPH_VERSION.text())
                                    .single()
                                    .get("version")
                                    .asLong(),
                            readConfig));
            if (writes.get() == writesBefore) { // a write meanwhile may have made this value stale: do not keep it
                versionReadAt = readAt;
                versionWrites = writesBefore;
                version = read;
            }
            return read;
        }
    }

    private boolean fresh() {
        return System.nanoTime() - versionReadAt < VERSION_TTL.toNanos() && writes.get() == versionWrites;
    }

    /** True when the database answers a trivial query. */
    public boolean isReady() {
        try (Session session = driver.session(sessionConfig(AccessMode.READ))) {
            session.executeRead(
                    tx -> tx.run("RETURN 1").consume(),
                    TransactionConfig.builder()
                            .withTimeout(Duration.ofSeconds(2))
                            .build());
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    private <T> T inSession(AccessMode mode, Function<Session, T> work) {
        return translated(() -> {
            try (Session session = driver.session(sessionConfig(mode))) {
                return work.apply(session);
            }
        });
    }

    /** The request was answered TIMEOUT and its thread interrupted: an expected end, not a failure of the database. */
    private static IskraException stoppedAtTimeLimit(RuntimeException e) {
        return new IskraException(ErrorCode.TIMEOUT, "The request was stopped at its time limit.", e);
    }

    private static boolean interrupted(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof InterruptedException) {
                return true;
            }
        }
        return Thread.currentThread().isInterrupted();
    }

    private SessionConfig sessionConfig(AccessMode mode) {
        SessionConfig.Builder builder = SessionConfig.builder().withDefaultAccessMode(mode);
        String name = databaseName();
        if (name != null) {
            builder.withDatabase(name);
        }
        return builder.build();
    }

    /**
     * The database sessions name: the configured one, else the home database once {@link #nameHomeDatabase found}, else
     * none.
     */
    private @Nullable String databaseName() {
        return database != null && !database.isBlank() ? database : homeDatabase;
    }

    /**
     * When no database is configured, asks the server once for its home database (from the summary of a trivial read)
     * and names it in every session from then on. Called at start-up once the database answers; when it does not,
     * sessions keep naming none, as before. Returns the name in use.
     */
    public @Nullable String nameHomeDatabase() {
        if (database != null && !database.isBlank()) {
            return database;
        }
        try (Session session = driver.session(
                SessionConfig.builder().withDefaultAccessMode(AccessMode.READ).build())) {
            String name = session.executeRead(
                    tx -> tx.run("RETURN 1").consume().database().name(), HOME_DATABASE_QUERY);
            if (name != null && !name.isBlank()) {
                homeDatabase = name;
            }
        } catch (RuntimeException e) {
            LOG.warn("Could not ask Neo4j for its home database ({}); sessions name none", e.getMessage());
        }
        return homeDatabase;
    }

    static IskraException translate(Neo4jException e) {
        String code = e.code() == null ? "" : e.code();
        // a transaction stopped at its timeout fails on its next statement, or on its next lock (LockClientStopped)
        if (code.contains("TransactionTimedOut")
                || code.contains("Transaction.Terminated")
                || code.contains("LockClientStopped")) {
            return new IskraException(
                    ErrorCode.TIMEOUT,
                    "The query took longer than the configured time limit and was stopped; narrow it (smaller `first`, fewer hops) and try again.",
                    e);
        }
        if (e instanceof ServiceUnavailableException
                || e instanceof SessionExpiredException
                || e instanceof TransientException
                || noConnectionInTime(e)) {
            LOG.warn("Neo4j unavailable: {}", e.getMessage());
            return new IskraException(
                    ErrorCode.UNAVAILABLE, "The graph database is not reachable right now; try again shortly.", e);
        }
        if (e instanceof ClientException) {
            LOG.error("Neo4j rejected a statement: {}", e.getMessage());
        } else {
            LOG.error("Neo4j failure", e);
        }
        return new IskraException(
                ErrorCode.INTERNAL, "The graph database failed to answer; the failure was logged.", e);
    }

    /** The pool handed out no connection within its acquisition timeout (the driver reports it as a client error). */
    static boolean noConnectionInTime(Neo4jException e) {
        return e instanceof ClientException
                && String.valueOf(e.getMessage()).startsWith("Unable to acquire connection");
    }

    public Driver driver() {
        return driver;
    }

    @Override
    public void close() {
        if (ownsDriver) {
            driver.close();
        }
    }
}
