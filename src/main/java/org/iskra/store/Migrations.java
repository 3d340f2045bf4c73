package org.iskra.store;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies the numbered schema migrations ({@code V001__constraints.cypher}, …) at start-up. Each statement is
 * idempotent ({@code IF NOT EXISTS}), so running them again changes nothing; when every index and constraint they
 * create is already online, they are not run at all.
 */
public final class Migrations {
    private static final Logger LOG = LoggerFactory.getLogger(Migrations.class);

    /** In order; each file holds statements separated by semicolons. */
    static final List<String> FILES = List.of(
            "V001__constraints",
            "V002__indexes",
            "V003__fulltext",
            "V004__unique_statement_ids",
            "V005__knowledge_graph_v2",
            "V006__knowledge_graph_v3",
            "V007__change_log");

    /** The name of the index or constraint a migration statement creates. */
    private static final Pattern CREATES = Pattern.compile(
            "CREATE\\s+(?:FULLTEXT\\s+|TEXT\\s+)?(?:CONSTRAINT|INDEX)\\s+(\\w+)\\s+IF NOT EXISTS",
            Pattern.CASE_INSENSITIVE);
    /** The name of the index a later migration drops (V004 replaces V001's statement id indexes). */
    private static final Pattern DROPS = Pattern.compile("DROP\\s+INDEX\\s+(\\w+)", Pattern.CASE_INSENSITIVE);

    private static final String SHOW_INDEXES =
            "SHOW INDEXES YIELD name, state, failureMessage RETURN name, state, failureMessage";

    private Migrations() {}

    public static void apply(Graph graph) {
        if (applied(graph)) {
            LOG.debug("Migrations already applied: every index and constraint they create is online");
            return;
        }
        for (String file : FILES) {
            Cypher migration = Cypher.of(Migrations.class, "migrations/" + file);
            for (String statement : statements(migration)) {
                graph.inWrite(tx -> {
                    return tx.run(statement).consume();
                });
            }
            LOG.debug("Applied migration {}", file);
        }
    }

    /**
     * Applies the migrations and waits until every index and constraint they create is online, trying again while Neo4j
     * is unreachable or hands out no connection ({@link StartupRetry}), up to {@code deadlineNanos}; each attempt runs
     * on a fresh {@code graph}, which should carry the time left until the deadline as its transaction timeout, not a
     * request's time limit.
     *
     * @throws StartupException when the schema is not in place by the deadline or an index failed
     */
    public static void applyAndAwait(Supplier<Graph> graph, long deadlineNanos) {
        StartupRetry.until(deadlineNanos, "Applying the schema migrations", () -> {
            apply(graph.get());
            return null;
        });
        StartupRetry.until(deadlineNanos, "Waiting for the indexes to come online", () -> {
            awaitOnline(graph.get(), deadlineNanos);
            return null;
        });
    }

    /** Polls the indexes until every expected one is online; fails at once on a failed index. */
    private static void awaitOnline(Graph graph, long deadlineNanos) {
        Set<String> expected = expectedIndexes();
        while (true) {
            Map<String, IndexState> states = states(graph);
            for (String name : expected) {
                IndexState state = states.get(name);
                if (state != null && state.state().equals("FAILED")) {
                    throw new StartupException(
                            "The index " + name + " failed to build (" + state.failure() + "); drop it (DROP INDEX "
                                    + name + ") and start again, so the migration creates it anew.");
                }
            }
            List<String> notOnline = expected.stream()
                    .filter(n -> states.get(n) == null || !states.get(n).state().equals("ONLINE"))
                    .sorted()
                    .toList();
            if (notOnline.isEmpty()) {
                return;
            }
            if (System.nanoTime() >= deadlineNanos) {
                throw new StartupException("The schema is not in place: " + notOnline.size()
                        + " indexes are not online yet ("
                        + String.join(", ", notOnline.subList(0, Math.min(5, notOnline.size())))
                        + (notOnline.size() > 5 ? ", …" : "")
                        + "). Allow more time with --startup-timeout / ISKRA_STARTUP_TIMEOUT.");
            }
            LOG.info("Waiting for {} indexes to come online", notOnline.size());
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new StartupException("Start-up was interrupted", e);
            }
        }
    }

    private record IndexState(String state, String failure) {}

    private static Map<String, IndexState> states(Graph graph) {
        Map<String, IndexState> states = new HashMap<>();
        graph.inRead(tx -> {
            tx.run(SHOW_INDEXES)
                    .forEachRemaining(r -> states.put(
                            r.get("name").asString(),
                            new IndexState(
                                    r.get("state").asString(),
                                    r.get("failureMessage").isNull()
                                            ? ""
                                            : r.get("failureMessage").asString())));
            return null;
        });
        return states;
    }

    /**
     * True when every index and constraint the migrations create exists and is online: one read instead of a write
     * transaction per statement (the common case at start-up).
     */
    static boolean applied(Graph graph) {
        Map<String, IndexState> states = states(graph);
        return expectedIndexes().stream()
                .allMatch(n -> states.containsKey(n) && states.get(n).state().equals("ONLINE"));
    }

    /** The names of the indexes and constraints the migrations leave in place (a constraint's index bears its name). */
    public static Set<String> expectedIndexes() {
        Set<String> expected = new HashSet<>();
        for (String file : FILES) {
            for (String statement : statements(Cypher.of(Migrations.class, "migrations/" + file))) {
                Matcher created = CREATES.matcher(statement);
                if (created.find()) {
                    expected.add(created.group(1));
                }
                Matcher dropped = DROPS.matcher(statement);
                if (dropped.find()) {
                    expected.remove(dropped.group(1));
                }
            }
        }
        return expected;
    }

    /** The statements of a migration file (read without its comment lines), split on semicolons. */
    static List<String> statements(Cypher migration) {
        return Arrays.stream(migration.text().split(";"))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .toList();
    }
}
