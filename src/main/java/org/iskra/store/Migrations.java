package org.iskra.store;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies the numbered schema migrations ({@code V001__constraints.cypher}, …) at start-up. Each
 * statement is idempotent ({@code IF NOT EXISTS}), so running them again changes nothing.
 */
public final class Migrations {
    private static final Logger LOG = LoggerFactory.getLogger(Migrations.class);

    /** In order; each file holds statements separated by semicolons. */
    static final List<String> FILES = List.of("V001__constraints", "V002__indexes", "V003__fulltext", "V004__unique_statement_ids");

    private Migrations() {}

    public static void apply(Graph graph) {
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
