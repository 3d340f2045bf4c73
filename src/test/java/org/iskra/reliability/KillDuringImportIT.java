package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.iskra.importer.BulkImport;
import org.iskra.importer.FactExporter;
import org.iskra.server.Config;
import org.iskra.server.IskraApp;
import org.iskra.store.Graph;
import org.iskra.testing.Scratch;
import org.iskra.tools.bench.SyntheticGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * {@code kill -9} during a bulk import: the {@code import} command runs in a JVM of its own and is killed with SIGKILL
 * once some of its batches have committed. The store then starts (Neo4j recovers it), every recorded batch is wholly
 * there (as many records carry its id as it says it created), no record carries the id of a batch that was not
 * recorded, re-running the import completes it, and the result is the graph a clean import of the same files gives.
 */
@Execution(ExecutionMode.CONCURRENT)
class KillDuringImportIT {
    private static final int PEOPLE = 1_000;
    private static final int BATCH_SIZE = 50;
    /** Past the entity files (28 batches), into the statements (about 65 more). */
    private static final int COMMITTED_BEFORE_KILL = 40;
    /** What {@code FactImporter} logs at debug level once a batch has committed. */
    private static final String COMMITTED = "records written in";

    @Test
    @Timeout(300)
    void aKilledImportLeavesWholeBatchesAndARerunCompletesIt() throws Exception {
        Path dir = Scratch.directory("iskra-kill-import");
        Path data = dir.resolve("data");
        Path store = dir.resolve("store");
        Path log = dir.resolve("import.log");
        long started = System.nanoTime();
        Map<String, Long> phases = new LinkedHashMap<>();
        new SyntheticGraph(PEOPLE, 1903).write(data);
        Process importer = new ProcessBuilder(ServerProcess.mainCommand(
                        List.of("-Dorg.slf4j.simpleLogger.log.org.iskra.importer.FactImporter=debug"),
                        "import",
                        data.toString(),
                        "--store",
                        store.toString(),
                        "--batch-size",
                        String.valueOf(BATCH_SIZE),
                        "--page-cache",
                        "32m"))
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        awaitCommitted(importer, log, Duration.ofSeconds(150));
        phases.put("until kill", System.nanoTime());
        importer.destroyForcibly(); // SIGKILL: no shutdown hook runs, the store is not closed
        assertTrue(importer.waitFor(30, TimeUnit.SECONDS));
        assertEquals(128 + 9, importer.exitValue(), "the import JVM itself died of SIGKILL");
        String output = Files.readString(log);
        assertFalse(output.contains("imported:"), "the import was killed before it finished:\n" + output);
        long reportedCommitted =
                output.lines().filter(l -> l.contains(COMMITTED)).count();

        String resumed;
        Map<String, Long> resumedCounts;
        long createdBeforeKill;
        BulkImport.Totals rerun;
        try (IskraApp app = openStore(store, dir)) {
            phases.put("reopen", System.nanoTime());
            Graph graph = app.graph();
            Map<String, Long> batches = recordedBatches(graph);
            assertTrue(
                    batches.size() >= reportedCommitted,
                    batches.size() + " batches recorded, " + reportedCommitted + " reported committed before the kill");
            assertWholeBatches(graph, batches);
            createdBeforeKill =
                    batches.values().stream().mapToLong(Long::longValue).sum();
            assertEquals(createdBeforeKill, records(graph), "nothing but whole batches is in the store");

            rerun = new BulkImport(app.stores().importer(), BATCH_SIZE, false, null).run(List.of(data));
            phases.put("re-run", System.nanoTime());
            assertEquals(List.of(), rerun.problems());
            assertEquals(0, rerun.updated(), "the batches that landed before the kill are whole: nothing to repair");
            assertWholeBatches(graph, recordedBatches(graph));

            BulkImport.Totals again = new BulkImport(app.stores().importer(), 2_000, false, null).run(List.of(data));
            phases.put("second re-run", System.nanoTime());
            assertEquals(List.of(), again.problems());
            assertEquals(0, again.created() + again.updated(), "a second re-run changes nothing");
            assertEquals(again.records(), again.unchanged());
            resumed = new FactExporter(graph).exportJson();
            resumedCounts = counts(graph);
        }
        assertTrue(
                Files.readString(store.resolve("logs/debug.log")).contains("Recovery completed"),
                "the killed store needed recovery, and got it");

        phases.put("export, close", System.nanoTime());
        BulkImport.Totals clean;
        // the clean import goes into a store of its own, not the test database, so this class can run beside the
        // classes that share it (@Execution(CONCURRENT))
        try (IskraApp app = openStore(dir.resolve("clean-store"), dir)) {
            clean = new BulkImport(app.stores().importer(), 2_000, false, null).run(List.of(data));
            phases.put("clean import", System.nanoTime());
            assertEquals(List.of(), clean.problems());
            assertEquals(
                    clean.created(),
                    createdBeforeKill + rerun.created(),
                    "killed + re-run created exactly what a clean import creates");
            assertEquals(counts(app.graph()), resumedCounts);
            assertEquals(new FactExporter(app.graph()).exportJson(), resumed, "the same graph as a clean import");
        }
        System.out.printf(
                "kill -9 after %d batches reported committed: %,d records in whole batches; re-run created %,d, unchanged %,d; clean import %,d created%n",
                reportedCommitted, createdBeforeKill, rerun.created(), rerun.unchanged(), clean.created());
        long last = started;
        for (var phase : phases.entrySet()) {
            System.out.printf("  %-14s %5.1f s%n", phase.getKey(), (phase.getValue() - last) / 1e9);
            last = phase.getValue();
        }
    }

    /** The embedded store at {@code store}, opened in this JVM with no data folder to load. */
    private static IskraApp openStore(Path store, Path dir) {
        return IskraApp.open(Config.from(
                List.of(
                        "--store",
                        store.toString(),
                        "--page-cache",
                        "32m",
                        "--data",
                        dir.resolve("none").toString()),
                Map.of()));
    }

    /** Waits until the import has reported {@link #COMMITTED_BEFORE_KILL} committed batches. */
    private static void awaitCommitted(Process importer, Path log, Duration bound)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + bound.toNanos();
        while (System.nanoTime() < deadline) {
            String output = Files.readString(log);
            if (output.lines().filter(l -> l.contains(COMMITTED)).count() >= COMMITTED_BEFORE_KILL) {
                return;
            }
            if (!importer.isAlive()) {
                throw new AssertionError("the import ended before it could be killed:\n" + output);
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the import did not commit " + COMMITTED_BEFORE_KILL + " batches within " + bound
                + ":\n" + Files.readString(log));
    }

    /** Each recorded batch's id and the number of records it says it created. */
    private static Map<String, Long> recordedBatches(Graph graph) {
        Map<String, Long> batches = new HashMap<>();
        graph.inRead(tx -> {
            tx.run("MATCH (b:ImportBatch) RETURN b.id AS id, b.created AS created")
                    .forEachRemaining(r ->
                            batches.put(r.get("id").asString(), r.get("created").asLong()));
            return null;
        });
        return batches;
    }

    /** Every batch's records are all there, and every record's batch was recorded. */
    private static void assertWholeBatches(Graph graph, Map<String, Long> batches) {
        Map<String, Long> added = tally(graph, "addedIn");
        Map<String, Long> changed = tally(graph, "changedIn");
        for (var b : batches.entrySet()) {
            assertEquals(b.getValue(), added.getOrDefault(b.getKey(), 0L), "records created by " + b.getKey());
        }
        Set<String> unrecorded = new TreeSet<>(added.keySet());
        unrecorded.addAll(changed.keySet());
        unrecorded.removeAll(batches.keySet());
        assertEquals(Set.of(), unrecorded, "records of batches that were never recorded");
    }

    /** Nodes and relationships per value of the provenance property {@code key}. */
    private static Map<String, Long> tally(Graph graph, String key) {
        Map<String, Long> counts = new HashMap<>();
        graph.inRead(tx -> {
            tx.run("""
                    MATCH (n) WHERE n[$key] IS NOT NULL RETURN n[$key] AS batch, count(*) AS n
                    UNION ALL
                    MATCH ()-[r]->() WHERE r[$key] IS NOT NULL RETURN r[$key] AS batch, count(*) AS n""", Map.of("key", key))
                    .forEachRemaining(r ->
                            counts.merge(r.get("batch").asString(), r.get("n").asLong(), Long::sum));
            return null;
        });
        return counts;
    }

    /** Entities and statements in the graph. */
    private static long records(Graph graph) {
        return graph.inRead(tx -> tx.run("MATCH (n:Entity) RETURN count(n) AS n")
                        .single()
                        .get("n")
                        .asLong()
                + tx.run("MATCH (:Entity)-[r]->(:Entity) RETURN count(r) AS n")
                        .single()
                        .get("n")
                        .asLong());
    }

    /** Entities per label and statements per type. */
    private static Map<String, Long> counts(Graph graph) {
        Map<String, Long> counts = new TreeMap<>();
        graph.inRead(tx -> {
            tx.run("MATCH (n:Entity) UNWIND [l IN labels(n) WHERE l <> 'Entity'] AS label RETURN label, count(*) AS n")
                    .forEachRemaining(r ->
                            counts.put(r.get("label").asString(), r.get("n").asLong()));
            tx.run("MATCH (:Entity)-[r]->(:Entity) RETURN type(r) AS type, count(*) AS n")
                    .forEachRemaining(
                            r -> counts.put(r.get("type").asString(), r.get("n").asLong()));
            return null;
        });
        return counts;
    }
}
