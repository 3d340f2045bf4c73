package org.iskra.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.core.Directories;
import org.iskra.store.EmbeddedNeo4j;
import org.iskra.store.Graph;
import org.iskra.store.Migrations;
import org.iskra.tools.neo4j.CountingDriver;
import org.iskra.tools.neo4j.ExternalNeo4j;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;

/**
 * The real Neo4j the database tests run against, started once per test JVM: the server at {@code NEO4J_URI} when it is
 * set; a Neo4j server in a process of its own when the system property {@code iskra.test.neo4j} is {@code process} (the
 * build's external pass: {@link ExternalBoltSuite} and {@link ExternalRoutingSuite} reach the one process through
 * {@code bolt://}, then through {@code neo4j://}), {@code process-bolt} or {@code process-routing} (one scheme, for a
 * run by hand); otherwise the embedded one over Bolt. Tests reach it only through the driver, as the app does.
 */
public final class TestDatabase {
    /** The system property that chooses a separate Neo4j process, and its values. */
    public static final String MODE_PROPERTY = "iskra.test.neo4j";
    /** The JUnit configuration parameter by which a suite chooses the scheme: {@code bolt} or {@code neo4j}. */
    public static final String SCHEME_PARAMETER = "iskra.test.neo4j.scheme";

    private static final Map<String, Graph> GRAPHS = new HashMap<>();
    private static final Map<String, String> DESCRIPTIONS = new HashMap<>();
    private static String suiteScheme;
    private static ExternalNeo4j process;
    private static EmbeddedNeo4j embedded;
    private static Path embeddedHome;
    private static final CountingDriver COUNTER = new CountingDriver();

    private TestDatabase() {}

    /** The scheme a suite chose for the classes it runs next ({@link ExternalSuites}). */
    static synchronized void useScheme(String scheme) {
        if (!scheme.equals("bolt") && !scheme.equals("neo4j")) {
            throw new IllegalArgumentException(SCHEME_PARAMETER + " is bolt or neo4j, not " + scheme);
        }
        suiteScheme = scheme;
    }

    /** The pass the tests run in, for reports: {@code embedded}, {@code process-bolt} or {@code process-routing}. */
    public static synchronized String pass() {
        String mode = System.getProperty(MODE_PROPERTY, "embedded");
        if (!mode.startsWith("process")) {
            return mode;
        }
        return processScheme().equals("neo4j") ? "process-routing" : "process-bolt";
    }

    /** The scheme by which the tests reach a Neo4j process: the suite's, else the one the mode names. */
    public static synchronized String processScheme() {
        if (suiteScheme != null) {
            return suiteScheme;
        }
        return System.getProperty(MODE_PROPERTY, "embedded").equals("process-routing") ? "neo4j" : "bolt";
    }

    public static synchronized Graph graph() {
        String key = isProcessMode() ? processScheme() : "default";
        Graph graph = GRAPHS.get(key);
        if (graph == null) {
            graph = open();
            GRAPHS.put(key, graph);
            Graph opened = graph;
            Runtime.getRuntime().addShutdownHook(new Thread(opened::close));
        }
        return graph;
    }

    /**
     * How many statements the tests' graph (and every server sharing it) has run; compare before and after a request.
     */
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

    /**
     * How many statements the tests' graph (and every server sharing it) has run on a session, as auto-commit
     * transactions.
     */
    public static long autoCommitStatements() {
        graph();
        return COUNTER.autoCommitStatements();
    }

    /** How many sessions the tests' graph (and every server sharing it) has opened. */
    public static long sessionsOpened() {
        graph();
        return COUNTER.sessions();
    }

    /** Where the tests run: "embedded Neo4j" or the external URI. */
    public static synchronized String description() {
        graph();
        return DESCRIPTIONS.get(isProcessMode() ? processScheme() : "default");
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
            deleted = g.inWrite(tx -> tx.run("MATCH (n) WITH n LIMIT 20000 DETACH DELETE n RETURN count(*) AS n")
                    .single()
                    .get("n")
                    .asLong());
        } while (deleted > 0);
    }

    /** True when the tests run on a Neo4j outside this JVM ({@code NEO4J_URI} or a server process). */
    public static boolean isExternal() {
        String uri = System.getenv("NEO4J_URI");
        return uri != null && !uri.isBlank() || isProcessMode();
    }

    private static boolean isProcessMode() {
        String uri = System.getenv("NEO4J_URI");
        return (uri == null || uri.isBlank())
                && System.getProperty(MODE_PROPERTY, "embedded").startsWith("process");
    }

    private static Graph open() {
        String uri = System.getenv("NEO4J_URI");
        Duration timeout = Duration.ofSeconds(30);
        if (isProcessMode()) {
            try {
                if (process == null) {
                    process = ExternalNeo4j.start("64m");
                }
                String scheme = processScheme();
                uri = scheme.equals("neo4j") ? process.routingUri() : process.boltUri();
                Driver driver = GraphDatabase.driver(uri, AuthTokens.none(), Graph.driverConfig());
                DESCRIPTIONS.put(scheme, "external Neo4j process at " + uri);
                return migrated(new Graph(COUNTER.wrap(driver), null, timeout, timeout));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
        if (uri != null && !uri.isBlank()) {
            Driver driver = GraphDatabase.driver(
                    uri,
                    AuthTokens.basic(
                            System.getenv().getOrDefault("NEO4J_USER", "neo4j"),
                            System.getenv().getOrDefault("NEO4J_PASSWORD", "")));
            DESCRIPTIONS.put("default", "external Neo4j at " + uri);
            return migrated(new Graph(COUNTER.wrap(driver), System.getenv("NEO4J_DATABASE"), timeout, timeout));
        }
        try {
            Path home = Files.createTempDirectory("iskra-test-neo4j");
            embeddedHome = home;
            embedded = EmbeddedNeo4j.start(home, "32m", Duration.ofSeconds(60));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                stopEmbedded();
                Directories.deleteQuietly(home);
            }));
            Driver driver = GraphDatabase.driver(embedded.boltUri(), AuthTokens.none(), Graph.driverConfig());
            DESCRIPTIONS.put("default", "embedded Neo4j over Bolt at " + embedded.boltUri());
            return migrated(new Graph(COUNTER.wrap(driver), null, timeout, timeout));
        } catch (IOException e) {
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
