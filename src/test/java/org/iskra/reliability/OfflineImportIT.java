package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iskra.store.AdminImport;
import org.iskra.testing.Scratch;
import org.iskra.tools.bench.SyntheticGraph;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * {@code import --into-empty-store} through Neo4j's offline importer, each command in a JVM of its own as a user runs
 * it: the graph it builds exports byte for byte as the transactional import's; it refuses a store that holds a database
 * and an external Neo4j; a bad record writes nothing.
 */
@Execution(ExecutionMode.CONCURRENT)
class OfflineImportIT {
    private static Path dir;
    private static Path data;

    @BeforeAll
    static void generate() throws Exception {
        dir = Scratch.directory("iskra-offline");
        data = dir.resolve("data");
        new SyntheticGraph(300, 1903).write(data);
    }

    /** Runs {@code Main} with these arguments; returns its exit status and output. */
    private static Run run(String... args) throws Exception {
        return start(args).finish();
    }

    /**
     * Starts {@code Main} with these arguments in a JVM of its own (two commands on stores of their own may run side by
     * side).
     */
    private static Started start(String... args) throws IOException {
        Path log = Files.createTempFile(dir, "run", ".log");
        Process p = new ProcessBuilder(ServerProcess.mainCommand(List.of(), args))
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        return new Started(p, log, String.join(" ", args));
    }

    private record Started(Process process, Path log, String command) {
        Run finish() throws Exception {
            assertTrue(process.waitFor(240, TimeUnit.SECONDS), "the command finished: " + command);
            return new Run(process.exitValue(), Files.readString(log));
        }
    }

    private record Run(int status, String output) {}

    @Test
    @Timeout(600)
    void theOfflineImportBuildsTheGraphTheTransactionalImportBuilds() throws Exception {
        Path offline = dir.resolve("store-offline");
        Path transactional = dir.resolve("store-transactional");
        // the two imports side by side, then the two exports: each on a store of its own
        Started offlineImport = start(
                "import", "--into-empty-store", data.toString(), "--store", offline.toString(), "--page-cache", "32m");
        Started transactionalImport =
                start("import", data.toString(), "--store", transactional.toString(), "--page-cache", "32m");
        Run imported = offlineImport.finish();
        Run viaTransactions = transactionalImport.finish();
        assertEquals(0, imported.status(), imported.output());
        assertTrue(imported.output().contains("imported offline:"), imported.output());
        assertTrue(imported.output().contains("statements/s"), imported.output());
        assertEquals(0, viaTransactions.status(), viaTransactions.output());

        Path a = dir.resolve("offline.json");
        Path b = dir.resolve("transactional.json");
        Path none = dir.resolve("no-data");
        Started exportOffline =
                start("export", "--store", offline.toString(), "--data", none.toString(), "--out", a.toString());
        Started exportTransactional =
                start("export", "--store", transactional.toString(), "--data", none.toString(), "--out", b.toString());
        Run exportedOffline = exportOffline.finish();
        Run exportedTransactional = exportTransactional.finish();
        assertEquals(0, exportedOffline.status(), exportedOffline.output());
        assertEquals(0, exportedTransactional.status(), exportedTransactional.output());
        assertTrue(Files.size(a) > 100_000, "the export holds the graph");
        assertArrayEquals(
                Files.readAllBytes(b), Files.readAllBytes(a), "the two paths export byte for byte the same graph");

        Run again = run("import", "--into-empty-store", data.toString(), "--store", offline.toString());
        assertEquals(2, again.status(), again.output());
        assertTrue(again.output().contains("needs an empty store"), again.output());
    }

    @Test
    @Timeout(300)
    void aBadRecordStopsTheImportBeforeAnythingReachesTheStore() throws Exception {
        Path bad = dir.resolve("bad");
        Files.createDirectories(bad);
        for (Path f : Files.list(data).toList()) {
            Files.copy(f, bad.resolve(f.getFileName()));
        }
        Files.writeString(
                bad.resolve("member_of.csv"),
                "p-0.member-of.nowhere,p-0,nowhere,1905,,member,src-0\n",
                StandardOpenOption.APPEND);
        Path store = dir.resolve("store-bad");
        Run imported = run("import", "--into-empty-store", bad.toString(), "--store", store.toString());
        assertEquals(1, imported.status(), imported.output());
        assertTrue(imported.output().contains("\"nowhere\", which is defined nowhere"), imported.output());
        assertTrue(imported.output().contains("nothing was written to the store"), imported.output());
        assertTrue(AdminImport.isEmptyStore(store), "no database was created");
    }

    @Test
    void anExternalNeo4jIsRefused() throws Exception {
        Run external = run("import", "--into-empty-store", data.toString(), "--neo4j-uri", "bolt://127.0.0.1:1");
        assertEquals(2, external.status(), external.output());
        assertTrue(external.output().contains("with NEO4J_URI the import is transactional"), external.output());
    }
}
