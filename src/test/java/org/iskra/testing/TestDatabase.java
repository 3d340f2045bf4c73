package org.iskra.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.iskra.store.EmbeddedNeo4j;
import org.iskra.store.Graph;
import org.iskra.store.Migrations;
import org.iskra.tools.neo4j.CountingDriver;
import org.iskra.tools.neo4j.ExternalNeo4j;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;

/**
 * The real Neo4j the database tests run against, started once per test JVM: the server at
 * {@code NEO4J_URI} when it is set; a Neo4j server in a process of its own when the system property
 * {@code iskra.test.neo4j} is {@code process-bolt} or {@code process-routing} (reached through
 * {@code bolt://} or {@code neo4j://}; the build's external-Neo4j runs set it); otherwise the
 * embedded one over Bolt. Tests reach it only through the driver, as the app does.
 */
public final class TestDatabase {
    private static Graph graph;
    private static String description;
    private static EmbeddedNeo4j embedded;
    private static Path embeddedHome;
    private static final CountingDriver COUNTER = new CountingDriver();

    private TestDatabase() {}

    public static synchronized Graph graph() {
        if (graph == null) {
            graph = open();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> graph.close()));
        }
        return graph;
    }

    /** How many statements the tests' graph (and every server sharing it) has run; compare before and after a request. */
    public static long statementsSent() {
        graph();
        return COUNTER.statements();
    }

    /** The texts of the last statements the tests' graph (and every server sharing it) has run, oldest first. */
    public static List<String> recentStatements() {
        graph();
        return COUNTER.recentStatements();
    }

    /** How many transactions the tests' graph (and every server sharing it) has begun. */
    public static long transactionsBegun() {
        graph();
        return COUNTER.transactions();
    }

    /** How many statements the tests' graph (and every server sharing it) has run on a session, as auto-commit transactions. */
    public static long autoCommitStatements() {
        graph();
        return COUNTER.autoCommitStatements();
    }

    /** Where the tests run: "embedded Neo4j" or the external URI. */
    public static synchronized String description() {
        graph();
        return description;
    }

    /** The embedded database the tests run on, or null when they run on an external one ({@code NEO4J_URI}). */
    public static synchronized EmbeddedNeo4j embedded() {
        graph();
        return embedded;
    }

    /** Stops the embedded database (fault tests); the driver then finds nothing at its address. */
    public static synchronized void stopEmbedded() {
        if (embedded != null) {
            embedded.close();
        }
    }

    /** Starts the embedded database again on the same store and Bolt port. */
    public static synchronized void startEmbedded() {
        embedded = EmbeddedNeo4j.start(embeddedHome, "32m", Duration.ofSeconds(60), embedded.boltPort());
    }

    /** Empties the graph (between tests); constraints and indexes stay. */
    public static void clean() {
        Graph g = graph();
        long deleted;
        do {
            deleted = g.inWrite(tx -> tx.run("MATCH (n) WITH n LIMIT 20000 DETACH DELETE n RETURN count(*) AS n").single().get("n").asLong());
        } while (deleted > 0);
    }

    /** The system property that chooses a separate Neo4j process, and its values. */
    public static final String MODE_PROPERTY = "iskra.test.neo4j";

    /** True when the tests run on a Neo4j outside this JVM ({@code NEO4J_URI} or a server process). */
    public static boolean isExternal() {
        String uri = System.getenv("NEO4J_URI");
        return uri != null && !uri.isBlank() || System.getProperty(MODE_PROPERTY, "embedded").startsWith("process-");
    }

    private static Graph open() {
        String uri = System.getenv("NEO4J_URI");
        Duration timeout = Duration.ofSeconds(30);
        String mode = System.getProperty(MODE_PROPERTY, "embedded");
        if ((uri == null || uri.isBlank()) && mode.startsWith("process-")) {
            try {
                ExternalNeo4j server = ExternalNeo4j.start("64m");
                uri = mode.equals("process-routing") ? server.routingUri() : server.boltUri();
                Driver driver = GraphDatabase.driver(uri, AuthTokens.none(), Graph.driverConfig());
                description = "external Neo4j process at " + uri;
                return migrated(new Graph(COUNTER.wrap(driver), null, timeout, timeout));
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        }
        if (uri != null && !uri.isBlank()) {
            Driver driver = GraphDatabase.driver(uri, AuthTokens.basic(
                    System.getenv().getOrDefault("NEO4J_USER", "neo4j"), System.getenv().getOrDefault("NEO4J_PASSWORD", "")));
            description = "external Neo4j at " + uri;
            return migrated(new Graph(COUNTER.wrap(driver), System.getenv("NEO4J_DATABASE"), timeout, timeout));
        }
        try {
            Path home = Files.createTempDirectory("iskra-test-neo4j");
            embeddedHome = home;
            embedded = EmbeddedNeo4j.start(home, "32m", Duration.ofSeconds(60));
            Runtime.getRuntime().addShutdownHook(new Thread(TestDatabase::stopEmbedded));
            Driver driver = GraphDatabase.driver(embedded.boltUri(), AuthTokens.none(), Graph.driverConfig());
            description = "embedded Neo4j over Bolt at " + embedded.boltUri();
            return migrated(new Graph(COUNTER.wrap(driver), null, timeout, timeout));
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Graph migrated(Graph g) {
        Migrations.apply(g);
        return g;
    }

    /** Runs a write statement directly (test setup only). */
    public static void write(String cypher, Map<String, Object> params) {
        graph().inWrite(tx -> tx.run(cypher, params).consume());
    }
}
