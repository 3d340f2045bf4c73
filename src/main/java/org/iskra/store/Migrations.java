package org.iskra.store;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies the numbered schema migrations ({@code V001__constraints.cypher}, …) at start-up. Each
 * statement is idempotent ({@code IF NOT EXISTS}), so running them again changes nothing; when
 * every index and constraint they create is already online, they are not run at all.
 */
public final class Migrations {
    private static final Logger LOG = LoggerFactory.getLogger(Migrations.class);

    /** In order; each file holds statements separated by semicolons. */
    static final List<String> FILES = List.of("V001__constraints", "V002__indexes", "V003__fulltext", "V004__unique_statement_ids",
            "V005__knowledge_graph_v2");

    /** The name of the index or constraint a migration statement creates. */
    private static final Pattern CREATES = Pattern.compile("CREATE\\s+(?:FULLTEXT\\s+)?(?:CONSTRAINT|INDEX)\\s+(\\w+)\\s+IF NOT EXISTS",
            Pattern.CASE_INSENSITIVE);
    /** The name of the index a later migration drops (V004 replaces V001's statement id indexes). */
    private static final Pattern DROPS = Pattern.compile("DROP\\s+INDEX\\s+(\\w+)", Pattern.CASE_INSENSITIVE);

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
                    graph.sent();
                    return tx.run(statement).consume();
                });
            }
            LOG.debug("Applied migration {}", file);
        }
    }

    /**
     * True when every index and constraint the migrations create exists and is online: one read
     * instead of a write transaction per statement (the common case at start-up).
     */
    static boolean applied(Graph graph) {
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
        Set<String> online = new HashSet<>(graph.inRead(tx -> {
            graph.sent();
            return tx.run("SHOW INDEXES YIELD name, state WHERE state = 'ONLINE' RETURN name").list(r -> r.get("name").asString());
        }));
        return online.containsAll(expected);
    }

    /** The statements of a migration file: comment lines dropped, split on semicolons. */
    static List<String> statements(Cypher migration) {
        String code = migration.text().lines()
                .filter(l -> !l.strip().startsWith("//"))
                .collect(java.util.stream.Collectors.joining("\n"));
        return java.util.Arrays.stream(code.split(";"))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .toList();
    }
}
