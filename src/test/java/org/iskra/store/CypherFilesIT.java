package org.iskra.store;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Every query file compiles: the database plans it with EXPLAIN, so a broken query fails the build. */
class CypherFilesIT {
    private static final Path ROOT = Path.of("src/main/resources/org/iskra");

    static List<Path> queryFiles() throws IOException {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(f -> f.toString().endsWith(".cypher") && !f.toString().contains("migrations")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyQueryFilePlans() throws IOException {
        List<Path> files = queryFiles();
        assertFalse(files.isEmpty());
        return files.stream().map(f -> DynamicTest.dynamicTest(ROOT.relativize(f).toString(), () -> {
            // templates name their relationship type {TYPE}; any statement type plans the same way
            String text = Files.readString(f).replace("{TYPE}", "MEMBER_OF").replace("{LABEL}", "Person").replace("{MAX_HOPS}", "4");
            TestDatabase.graph().inRead(tx -> tx.run("EXPLAIN " + text).consume());
        }));
    }

    @Test
    void migrationsAreIdempotent() {
        Migrations.apply(TestDatabase.graph());
        Migrations.apply(TestDatabase.graph());
        long constraints = TestDatabase.graph().inRead(tx -> tx.run("SHOW CONSTRAINTS YIELD name WHERE name = 'entity_id' RETURN count(*) AS n").single().get("n").asLong());
        assertTrue(constraints == 1);
    }
}
