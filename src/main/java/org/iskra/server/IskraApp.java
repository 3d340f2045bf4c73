package org.iskra.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.iskra.graphql.GraphQLService;
import org.iskra.graphql.Stores;
import org.iskra.importer.FactImporter;
import org.iskra.store.EmbeddedNeo4j;
import org.iskra.store.Graph;
import org.iskra.store.Migrations;
import org.iskra.store.StartupException;
import org.iskra.store.StartupRetry;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.AuthToken;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wires configuration → database → driver → stores → GraphQL. The embedded Neo4j (when no {@code NEO4J_URI} is given)
 * is reached through the driver like any external server.
 */
public final class IskraApp implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(IskraApp.class);

    private final Config config;
    private volatile @Nullable EmbeddedNeo4j embedded;
    private final Graph graph;
    private final Stores stores;
    private @Nullable GraphQLService graphql;
    /** {@code serve} is ready once nothing is left here. */
    private final List<String> waitingFor = new CopyOnWriteArrayList<>(List.of(SCHEMA, DATA));
    /** When start-up work must be done, in {@link System#nanoTime()}: {@code --startup-timeout} after opening. */
    private final long startupDeadline;

    private final AtomicBoolean closed = new AtomicBoolean();

    /** What {@code serve} waits for before it is ready. */
    public static final String SCHEMA = "schema";

    public static final String DATA = "data";

    private IskraApp(Config config, @Nullable EmbeddedNeo4j embedded, Graph graph, long startupDeadline) {
        this.config = config;
        this.embedded = embedded;
        this.graph = graph;
        this.stores = Stores.over(graph);
        this.startupDeadline = startupDeadline;
    }

    /**
     * Opens the database (starting the embedded one if needed) and puts the schema in place, waiting for Neo4j up to
     * the start-up time limit: commands never write without the indexes. Whether to load data/ is the command's choice
     * (the benchmarks load their own graph), so nothing is left to wait for.
     *
     * @throws StartupException when the schema is not in place within {@code --startup-timeout}
     */
    public static IskraApp open(Config config) {
        IskraApp app = openDatabase(config, a -> {});
        try {
            app.prepareSchema();
        } catch (RuntimeException e) {
            app.close();
            throw e;
        }
        app.waitingFor.clear();
        return app;
    }

    /**
     * Opens the database and the driver without touching the graph yet ({@code serve} answers {@code /ready} meanwhile,
     * then calls {@link #start()}); {@code meanwhile} (and the GraphQL schema build) runs on another thread while the
     * embedded database starts, which is most of the start-up time.
     */
    public static IskraApp openDatabase(Config config, Consumer<IskraApp> meanwhile) {
        String uri = config.neo4jUri();
        AuthToken auth = AuthTokens.basic(config.neo4jUser(), config.neo4jPassword());
        int boltPort = 0;
        if (config.embedded()) {
            boltPort = EmbeddedNeo4j.freePort();
            uri = "bolt://127.0.0.1:" + boltPort;
            auth = AuthTokens.none();
        }
        Driver driver = GraphDatabase.driver(uri, auth, Graph.driverConfig()); // connects on first use
        Duration timeout = config.limits().requestTimeout();
        Graph graph = new Graph(
                driver, config.neo4jDatabase(), timeout, config.limits().writeTimeout());
        IskraApp app = new IskraApp(
                config, null, graph, System.nanoTime() + config.startupTimeout().toNanos());
        CompletableFuture<Void> prepared = CompletableFuture.runAsync(
                () -> {
                    app.graphql();
                    meanwhile.accept(app);
                },
                runnable -> Thread.ofPlatform().name("iskra-prepare").start(runnable));
        long started = System.nanoTime();
        try {
            if (config.embedded()) {
                app.embedded =
                        EmbeddedNeo4j.start(config.store(), config.pageCache(), timeout.plusSeconds(50), boltPort);
            }
            prepared.join();
        } catch (RuntimeException e) {
            prepared.cancel(true);
            driver.close();
            if (app.embedded != null) {
                app.embedded.close();
            }
            throw e instanceof CompletionException && e.getCause() instanceof RuntimeException cause ? cause : e;
        }
        LOG.info(
                "Start-up: {} in {} ms (GraphQL schema and routes built meanwhile)",
                config.embedded() ? "embedded Neo4j started" : "driver ready",
                (System.nanoTime() - started) / 1_000_000);
        return app;
    }

    /** An app over a graph opened (and migrated) elsewhere (tests, tools); closing it closes the graph. */
    public static IskraApp over(Config config, Graph graph) {
        IskraApp app = new IskraApp(config, null, graph, System.nanoTime());
        app.waitingFor.clear();
        return app;
    }

    /**
     * Puts the schema in place, then loads the data folder into an empty graph: what {@code serve} waits for before
     * {@code /ready} says 200.
     *
     * @throws StartupException when Neo4j stays unreachable or the start-up time limit passes
     * @throws FactImporter.InvalidDataException when the data folder does not validate
     */
    public void start() throws IOException {
        prepareSchema();
        seedIfEmpty();
    }

    /** Applies the migrations and waits until their indexes are online, within the start-up time limit. */
    public void prepareSchema() {
        long started = System.nanoTime();
        startupWork("Applying the schema migrations", () -> {
            Migrations.applyAndAwait(this::startupGraph, startupDeadline);
            return null;
        });
        waitingFor.remove(SCHEMA);
        LOG.info(
                "Schema in place (every index and constraint online), checked in {} ms; sessions use the database {}",
                (System.nanoTime() - started) / 1_000_000,
                graph.nameHomeDatabase());
    }

    /** Loads the data folder when the graph is empty, within the start-up time limit (not a request's). */
    public void seedIfEmpty() throws IOException {
        try {
            startupWork(
                    "Loading the data folder",
                    () -> StartupRetry.until(startupDeadline, "Loading the data folder", () -> {
                        try {
                            return new FactImporter(startupGraph()).seedIfEmpty(config.data());
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    }));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        waitingFor.remove(DATA);
    }

    /** What {@code serve} still waits for ({@value #SCHEMA}, {@value #DATA}), in order; empty once started. */
    public List<String> waitingFor() {
        return List.copyOf(waitingFor);
    }

    /** True once started and while the graph answers. */
    public boolean isReady() {
        return waitingFor.isEmpty() && graph.isReady();
    }

    /** The graph with the time left until the start-up deadline as its transaction timeout. */
    private Graph startupGraph() {
        return graph.withTimeout(Duration.ofNanos(Math.max(
                startupDeadline - System.nanoTime(), Duration.ofSeconds(1).toNanos())));
    }

    /** Runs start-up work; a transaction stopped at the start-up limit becomes a {@link StartupException}. */
    private <T> T startupWork(String what, Supplier<T> work) {
        try {
            return work.get();
        } catch (IskraException e) {
            if (e.code() == ErrorCode.TIMEOUT) {
                throw new StartupException(
                        what + " did not finish within the start-up time limit of "
                                + config.startupTimeout().toSeconds()
                                + " s; allow more time with --startup-timeout / ISKRA_STARTUP_TIMEOUT.",
                        e);
            }
            throw e;
        }
    }

    public synchronized GraphQLService graphql() {
        if (graphql == null) {
            graphql = new GraphQLService(stores, config.limits(), config.introspection());
        }
        return graphql;
    }

    public Graph graph() {
        return graph;
    }

    public Stores stores() {
        return stores;
    }

    public Config config() {
        return config;
    }

    /** True once {@link #close()} began (a stop during start-up is not a start-up failure). */
    public boolean isClosed() {
        return closed.get();
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        if (graphql != null) {
            graphql.close();
        }
        graph.close();
        if (embedded != null) {
            embedded.close();
        }
    }
}
