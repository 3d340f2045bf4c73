package org.iskra.server;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import org.iskra.graphql.GraphQLService;
import org.iskra.graphql.Stores;
import org.iskra.store.EmbeddedNeo4j;
import org.iskra.store.Graph;
import org.iskra.store.Migrations;
import org.neo4j.driver.AuthToken;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wires configuration → database → driver → stores → GraphQL. The embedded Neo4j (when no
 * {@code NEO4J_URI} is given) is reached through the driver like any external server.
 */
public final class IskraApp implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(IskraApp.class);

    private final Config config;
    private volatile EmbeddedNeo4j embedded;
    private final Graph graph;
    private final Stores stores;
    private GraphQLService graphql;
    private volatile boolean migrated;

    private IskraApp(Config config, EmbeddedNeo4j embedded, Graph graph) {
        this.config = config;
        this.embedded = embedded;
        this.graph = graph;
        this.stores = Stores.over(graph);
    }

    /** Opens the database (starting the embedded one if needed) and applies the migrations. */
    public static IskraApp open(Config config) {
        return open(config, app -> {});
    }

    /**
     * As {@link #open(Config)}; {@code meanwhile} (and the GraphQL schema build) runs on another
     * thread while the embedded database starts, which is most of the start-up time.
     */
    public static IskraApp open(Config config, Consumer<IskraApp> meanwhile) {
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
        Graph graph = new Graph(driver, config.neo4jDatabase(), timeout, config.limits().writeTimeout());
        IskraApp app = new IskraApp(config, null, graph);
        CompletableFuture<Void> prepared = CompletableFuture.runAsync(() -> {
            app.graphql();
            meanwhile.accept(app);
        }, runnable -> Thread.ofPlatform().name("iskra-prepare").start(runnable));
        long started = System.nanoTime();
        try {
            if (config.embedded()) {
                app.embedded = EmbeddedNeo4j.start(config.store(), config.pageCache(), timeout.plusSeconds(50), boltPort);
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
        long databaseStarted = System.nanoTime();
        app.migrate();
        LOG.info("Start-up: {} in {} ms (GraphQL schema and routes built meanwhile), migrations checked in {} ms",
                config.embedded() ? "embedded Neo4j started" : "driver ready", (databaseStarted - started) / 1_000_000,
                (System.nanoTime() - databaseStarted) / 1_000_000);
        return app;
    }

    /** An app over a graph opened (and migrated) elsewhere (tests, tools); closing it closes the graph. */
    public static IskraApp over(Config config, Graph graph) {
        IskraApp app = new IskraApp(config, null, graph);
        app.migrated = true;
        return app;
    }

    /** Applies the migrations; when the database is unreachable, says so and tries again at the next readiness check. */
    private boolean migrate() {
        try {
            Migrations.apply(graph);
            migrated = true;
        } catch (RuntimeException e) {
            LOG.warn("Could not apply migrations yet ({}); the graph is not ready", e.getMessage());
        }
        return migrated;
    }

    /** True when the graph answers and its migrations are applied (applying them if they were not yet). */
    public boolean isReady() {
        return graph.isReady() && (migrated || migrate());
    }

    /** Loads the data folder when the graph is empty. */
    public void seedIfEmpty() throws IOException {
        stores.importer().seedIfEmpty(config.data());
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

    @Override
    public void close() {
        if (graphql != null) {
            graphql.close();
        }
        graph.close();
        if (embedded != null) {
            embedded.close();
        }
    }
}
