package org.iskra.server;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.iskra.importer.BulkImport;
import org.iskra.importer.OfflineImport;
import org.iskra.store.AdminImport;
import org.iskra.store.StartupException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code import}: fact files into the graph, through transactions (JSON files each in one, CSV files in batches), or
 * into an empty embedded store through Neo4j's offline importer.
 */
@Command(
        name = "import",
        synopsisHeading = "",
        customSynopsis = "usage: java -jar " + Main.JAR
                + " import [--dry-run] [--batch-size N] [--into-empty-store] [SETTINGS] FILE|FOLDER…",
        description =
                "Validates and imports fact files: JSON files each in one transaction, CSV files streamed in batches "
                        + "of N records, each batch in one transaction. With --into-empty-store (an empty embedded store only) every record is "
                        + "validated first, then Neo4j's offline importer builds the store, many times faster.")
final class ImportCommand implements Callable<Integer> {
    private static final Logger LOG = LoggerFactory.getLogger(ImportCommand.class);

    @Spec
    CommandSpec spec;

    @Option(names = "--dry-run", description = "validate and count, write nothing")
    boolean dryRun;

    @Option(names = "--into-empty-store", description = "build an empty embedded store with Neo4j's offline importer")
    boolean offline;

    @Option(
            names = "--batch-size",
            paramLabel = "N",
            description = "records per transaction of a CSV file (default 5000)")
    int batchSize = 5_000;

    @Parameters(paramLabel = "FILE|FOLDER", arity = "1..*", description = "JSON or CSV fact files, or folders of them")
    List<Path> files = new ArrayList<>();

    @Override
    public Integer call() {
        Config config = ConfigOptions.config(spec);
        if (offline && dryRun) {
            System.err.println(
                    "iskra: --dry-run checks an import through the transactional path; leave out --into-empty-store");
            return 2;
        }
        return offline ? intoEmptyStore(config) : throughTransactions(config);
    }

    private int throughTransactions(Config config) {
        IskraApp opened;
        try {
            opened = IskraApp.open(config); // the schema first: never write without the indexes
        } catch (StartupException e) {
            System.err.println("iskra: import refused, nothing was written: " + e.getMessage());
            return 1;
        }
        try (IskraApp app = opened) {
            BulkImport.Totals totals =
                    new BulkImport(app.stores().importer(), batchSize, dryRun, System.err).run(files);
            totals.problems().forEach(p -> System.out.println("  " + p));
            System.out.println((dryRun ? "dry run, " : "") + totals.summary());
            return totals.problems().isEmpty() ? 0 : 1;
        } catch (IOException e) {
            System.err.println("iskra: " + e.getMessage());
            return 1;
        }
    }

    /**
     * The first load of an empty embedded store through Neo4j's offline importer; then the store opens once, so that
     * the migrations create and populate every index.
     */
    private int intoEmptyStore(Config config) {
        if (!config.embedded()) {
            System.err.println(
                    "iskra: --into-empty-store loads an empty embedded store; with NEO4J_URI the import is transactional (leave the flag out)");
            return 2;
        }
        if (!AdminImport.isEmptyStore(config.store())) {
            System.err.println(
                    "iskra: --into-empty-store needs an empty store, and "
                            + config.store().toAbsolutePath()
                            + " already holds a database; leave the flag out to import into it transactionally, or choose another --store");
            return 2;
        }
        try {
            long started = System.nanoTime();
            OfflineImport.Result result = new OfflineImport(config.store(), batchSize, System.out).run(files);
            result.problems().forEach(p -> System.out.println("  " + p));
            if (!result.problems().isEmpty()) {
                System.out.println(result.summary());
                return 1;
            }
            long opened = System.nanoTime();
            try (IskraApp app =
                    IskraApp.open(config)) { // the migrations create every index; opening waits until they are online
                LOG.debug("store opened at {}", app.config().store());
            }
            System.out.println(result.summary());
            double total = (System.nanoTime() - started) / 1e9;
            System.out.printf(
                    "schema built in %.1f s; %,d records in %.1f s end to end (%,.0f records/s, %,.0f statements/s)%n",
                    (System.nanoTime() - opened) / 1e9,
                    result.entities() + result.statements(),
                    total,
                    (result.entities() + result.statements()) / total,
                    result.statements() / total);
            return 0;
        } catch (IllegalStateException | IOException | StartupException e) {
            System.err.println("iskra: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }
}
