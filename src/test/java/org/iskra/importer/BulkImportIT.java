package org.iskra.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.iskra.testing.GraphState;
import org.iskra.testing.TestDatabase;
import org.iskra.tools.bench.SyntheticGraph;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CSV bulk import: streamed in batches (each its own transaction), re-runnable, with a dry run that writes nothing.
 */
class BulkImportIT {
    private static final int PEOPLE = 200;
    private static final int BATCH = 100;

    @TempDir
    static Path generated;

    private static long statements;

    @BeforeAll
    static void generate() throws IOException {
        statements = new SyntheticGraph(PEOPLE, 7).write(generated);
    }

    @BeforeEach
    void empty() {
        TestDatabase.clean();
    }

    private static BulkImport.Totals run(boolean dryRun, Path... paths) throws IOException {
        FactImporter importer = new FactImporter(TestDatabase.graph());
        return new BulkImport(importer, BATCH, dryRun, null).run(List.of(paths));
    }

    private static long count(String cypher) {
        return TestDatabase.graph().inRead(tx -> tx.run(cypher).single().get(0).asLong());
    }

    @Test
    void importsEveryRowInBatchesAndASecondRunChangesNothing() throws IOException {
        BulkImport.Totals first = run(false, generated);
        assertTrue(first.problems().isEmpty(), first.problems().toString());
        assertEquals(first.records(), first.created());
        assertEquals(statements, count("MATCH ()-[r]->() WHERE r.addedIn IS NOT NULL RETURN count(r)"));
        assertEquals(PEOPLE, count("MATCH (p:Person) RETURN count(p)"));
        long batches = count("MATCH (b:ImportBatch) RETURN count(b)");
        assertTrue(
                batches > first.records() / BATCH,
                "one transaction, one ImportBatch per batch of " + BATCH + ": " + batches);
        GraphState before = GraphState.now();

        BulkImport.Totals second = run(false, generated);
        assertEquals(0, second.created() + second.updated(), second.summary());
        assertEquals(first.records(), second.unchanged());
        assertEquals(before, GraphState.now(), "re-running on the same files must not change the graph");
    }

    @Test
    void aDryRunWritesNothingAndCountsWhatARealRunCreates() throws IOException {
        BulkImport.Totals dry = run(true, generated);
        assertTrue(
                dry.problems().isEmpty(),
                "statements in later batches and files refer to entities of earlier ones: " + dry.problems());
        assertEquals(0, count("MATCH (n) RETURN count(n)"));
        assertEquals(run(false, generated).created(), dry.created());
    }

    @Test
    void aBadRowStopsTheImportAfterTheBatchBeforeItAndARerunCompletesIt(@TempDir Path dir) throws IOException {
        Path broken = copyWithBadMembership(dir, BATCH + 10);
        BulkImport.Totals stopped = run(false, broken);
        assertEquals(1, stopped.problems().size(), stopped.problems().toString());
        String problem = stopped.problems().getFirst().toString();
        assertTrue(problem.contains("member_of.csv line " + (BATCH + 12)) && problem.contains("start"), problem);
        long written = count("MATCH ()-[r:MEMBER_OF]->() RETURN count(r)");
        assertEquals(BATCH, written, "the batch before the bad row is written whole; its batch and the rest are not");

        Files.copy(
                generated.resolve("member_of.csv"),
                broken.resolve("member_of.csv"),
                StandardCopyOption.REPLACE_EXISTING);
        BulkImport.Totals rerun = run(false, broken);
        assertTrue(rerun.problems().isEmpty(), rerun.problems().toString());
        assertEquals(statements, count("MATCH ()-[r]->() WHERE r.addedIn IS NOT NULL RETURN count(r)"));
        long memberships =
                Files.readAllLines(generated.resolve("member_of.csv")).size() - 1;
        assertEquals(memberships - BATCH, rerun.created(), "only what the stopped run did not write is created");
    }

    /**
     * A copy of the generated files whose membership at {@code row} (0-based, after the header) has an impossible date.
     */
    private static Path copyWithBadMembership(Path dir, int row) throws IOException {
        try (var files = Files.list(generated)) {
            for (Path f : files.toList()) {
                Files.copy(f, dir.resolve(f.getFileName()));
            }
        }
        List<String> lines = new ArrayList<>(Files.readAllLines(dir.resolve("member_of.csv"), StandardCharsets.UTF_8));
        String[] cells = lines.get(row + 1).split(",", -1);
        List<String> header = List.of(lines.getFirst().split(","));
        cells[header.indexOf("start")] = "1905-13";
        lines.set(row + 1, String.join(",", cells));
        Files.write(dir.resolve("member_of.csv"), lines, StandardCharsets.UTF_8);
        return dir;
    }
}
