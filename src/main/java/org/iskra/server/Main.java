package org.iskra.server;

import io.javalin.Javalin;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.iskra.importer.BulkImport;
import org.iskra.importer.FactBatch;
import org.iskra.importer.FactImporter;
import org.iskra.importer.FactReader;
import org.iskra.importer.DataLinter;
import org.iskra.importer.FactValidator;
import org.iskra.importer.OfflineImport;
import org.iskra.importer.Problem;
import org.iskra.research.ExportFormat;
import org.iskra.research.Exports;
import org.iskra.store.EmbeddedNeo4j;
import org.iskra.store.StartupException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** {@code java -jar iskra-graph.jar [serve|import|validate|export] …}; each subcommand has {@code --help}. */
public final class Main {
    private static final Logger LOG = LoggerFactory.getLogger(Main.class);

    /** How the product jar is named in usage lines. */
    static final String JAR = "target/iskra-graph.jar";

    private Main() {}

    public static void main(String[] argv) {
        List<String> args = new ArrayList<>(Arrays.asList(argv));
        boolean helpAlone = !args.isEmpty() && (args.getFirst().equals("--help") || args.getFirst().equals("-h"));
        String command = helpAlone ? "help" : args.isEmpty() || args.getFirst().startsWith("--") ? "serve" : args.removeFirst(); // flags alone: serve
        try {
            System.exit(run(command, args));
        } catch (EmbeddedNeo4j.StoreInUseException | IllegalArgumentException e) {
            System.err.println("iskra: " + e.getMessage());
            System.exit(2);
        } catch (StartupException e) { // import, export, bench: the schema could not be put in place, nothing was written
            System.err.println("iskra: " + e.getMessage());
            System.exit(1);
        }
    }

    static int run(String command, List<String> args) {
        boolean help = args.contains("--help") || args.contains("-h");
        return switch (command) {
            case "serve" -> help ? CommandLine.usage(JAR, System.out, "serve", "Serves the GraphQL API (loads data/ when the graph is empty).") : serve(args);
            case "import" -> help ? CommandLine.usage(JAR, System.out, "import [--dry-run] [--batch-size N] [--into-empty-store] FILE|FOLDER…",
                    "Validates and imports fact files: JSON files each in one transaction, CSV files streamed in batches of N records (default 5000), each batch in one transaction. "
                    + "With --into-empty-store (an empty embedded store only) every record is validated first, then Neo4j's offline importer builds the store, many times faster.") : importFiles(args);
            case "validate" -> help ? CommandLine.usage(JAR, System.out, "validate FILE|FOLDER…", "Checks fact files without a database: references, sources, dates, duplicate names; then the data linter (rules: " + String.join(", ", DataLinter.RULES) + ").") : validate(args);
            case "export" -> help ? CommandLine.usage(JAR, System.out, "export [--format json|graphml|csv|csv/nodes|csv/edges|jsonld] [--out FILE]", "Writes the whole graph (to standard output by default): json in the import format (default), graphml, csv (a zip of nodes.csv and edges.csv, or csv/nodes and csv/edges alone) or jsonld.") : export(args);
            case "--help", "-h", "help" -> CommandLine.usage(JAR, System.out, "serve|import|validate|export [--help]", "Iskra, a GraphQL knowledge graph of RSDLP history.");
            default -> {
                CommandLine.usage(JAR, System.err, "serve|import|validate|export [--help]", "Unknown command \"" + command + "\".");
                yield 2;
            }
        };
    }

    private static int serve(List<String> args) {
        long started = System.nanoTime();
        Config config = Config.from(args, System.getenv());
        InFlight inFlight = new InFlight();
        java.util.concurrent.atomic.AtomicReference<Javalin> prepared = new java.util.concurrent.atomic.AtomicReference<>();
        IskraApp app = IskraApp.openDatabase(config, a -> prepared.set(HttpApi.create(a, inFlight))); // routes built while Neo4j starts
        // HTTP first, so /ready can say what the start-up still waits for (503 until the schema and the data are in place)
        Javalin http = prepared.get().start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(http, inFlight, app), "iskra-shutdown"));
        try {
            app.start();
        } catch (FactImporter.InvalidDataException e) {
            System.err.println("iskra: the data folder does not validate:\n  " + e.getMessage());
            return 1;
        } catch (StartupException e) {
            System.err.println("iskra: could not start: " + e.getMessage());
            return 1;
        } catch (java.io.IOException e) {
            System.err.println("iskra: could not start: cannot read the data folder: " + e.getMessage());
            return 1;
        } catch (RuntimeException e) {
            if (app.isClosed()) {
                return 0; // stopped (SIGTERM) during start-up
            }
            System.err.println("iskra: could not start: " + e.getMessage());
            return 1;
        }
        LOG.info("Iskra serves http://localhost:{}/graphql (explorer at /, GraphiQL at /graphiql) after {} ms, on {}", http.port(),
                (System.nanoTime() - started) / 1_000_000, config.embedded() ? "embedded Neo4j in " + config.store().toAbsolutePath() : config.neo4jUri());
        try {
            Thread.currentThread().join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }

    /**
     * On SIGTERM or Ctrl-C: refuse new GraphQL requests, let running ones finish (up to the request
     * time limit and a margin), stop HTTP, then close the driver and the database, so the store is
     * clean; the last line says whether it is (the JVM then exits 143, or 130 on Ctrl-C).
     */
    private static void stop(Javalin http, InFlight inFlight, IskraApp app) {
        java.time.Duration bound = app.config().limits().requestTimeout().plusSeconds(2);
        boolean drained = inFlight.drain(bound);
        LOG.info("Stopping: {}", drained ? "no request running" : inFlight.running() + " requests still running after " + bound.toSeconds() + " s");
        try {
            http.stop();
            app.close();
            LOG.info("Iskra stopped cleanly{}", app.config().embedded() ? "; the store is closed" : "");
        } catch (RuntimeException e) {
            LOG.error("Iskra did not stop cleanly: {}", e.toString(), e);
        }
    }

    private static int importFiles(List<String> args) {
        boolean dryRun = args.remove("--dry-run");
        boolean offline = args.remove("--into-empty-store");
        int batchSize = CommandLine.intFlag(args, "--batch-size", 5_000);
        List<Path> files = CommandLine.positional(args);
        if (files.isEmpty()) {
            CommandLine.usage(JAR, System.err, "import [--dry-run] [--batch-size N] FILE|FOLDER…", "Name at least one file or folder.");
            return 2;
        }
        Config config = Config.from(args, System.getenv());
        if (offline && dryRun) {
            System.err.println("iskra: --dry-run checks an import through the transactional path; leave out --into-empty-store");
            return 2;
        }
        if (offline) {
            return importOffline(config, batchSize, files);
        }
        IskraApp opened;
        try {
            opened = IskraApp.open(config); // the schema first: never write without the indexes
        } catch (StartupException e) {
            System.err.println("iskra: import refused, nothing was written: " + e.getMessage());
            return 1;
        }
        try (IskraApp app = opened) {
            BulkImport.Totals totals = new BulkImport(app.stores().importer(), batchSize, dryRun, System.err).run(files);
            totals.problems().forEach(p -> System.out.println("  " + p));
            System.out.println((dryRun ? "dry run, " : "") + totals.summary());
            return totals.problems().isEmpty() ? 0 : 1;
        } catch (java.io.IOException e) {
            System.err.println("iskra: " + e.getMessage());
            return 1;
        }
    }

    /**
     * The first load of an empty embedded store through Neo4j's offline importer; then the store opens
     * once, so that the migrations create and populate every index.
     */
    private static int importOffline(Config config, int batchSize, List<Path> files) {
        if (!config.embedded()) {
            System.err.println("iskra: --into-empty-store loads an empty embedded store; with NEO4J_URI the import is transactional (leave the flag out)");
            return 2;
        }
        if (!org.iskra.store.AdminImport.isEmptyStore(config.store())) {
            System.err.println("iskra: --into-empty-store needs an empty store, and " + config.store().toAbsolutePath()
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
            try (IskraApp app = IskraApp.open(config)) { // the migrations create every index; opening waits until they are online
                LOG.debug("store opened at {}", app.config().store());
            }
            System.out.println(result.summary());
            double total = (System.nanoTime() - started) / 1e9;
            System.out.printf("schema built in %.1f s; %,d records in %.1f s end to end (%,.0f records/s, %,.0f statements/s)%n",
                    (System.nanoTime() - opened) / 1e9, result.entities() + result.statements(), total,
                    (result.entities() + result.statements()) / total, result.statements() / total);
            return 0;
        } catch (IllegalStateException | java.io.IOException | StartupException e) {
            System.err.println("iskra: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    private static int validate(List<String> args) {
        List<Path> files = CommandLine.positional(args);
        if (files.isEmpty()) {
            files = List.of(Path.of("data"));
        }
        FactBatch all = new FactBatch();
        try {
            for (Path file : files) {
                all.addAll(FactReader.read(file));
            }
        } catch (java.io.IOException e) {
            System.err.println("iskra: cannot read " + e.getMessage());
            return 1;
        }
        List<Problem> problems = new ArrayList<>(FactValidator.selfContained().validate(all));
        if (problems.isEmpty()) {
            problems.addAll(DataLinter.lint(all));
        }
        problems.forEach(p -> System.out.println(p));
        System.out.println(counts(all));
        System.out.println(problems.isEmpty()
                ? "valid: " + all.size() + " records"
                : problems.size() + " problems in " + all.size() + " records");
        return problems.isEmpty() ? 0 : 1;
    }

    /** Writes the whole graph in the chosen format to {@code --out FILE}, or to standard output. */
    private static int export(List<String> args) {
        Config config = Config.from(args, System.getenv());
        List<String> rest = new ArrayList<>(args);
        int out = rest.indexOf("--out");
        Path file = out >= 0 && out + 1 < rest.size() ? Path.of(rest.get(out + 1)) : null;
        ExportFormat format = ExportFormat.parse(Config.parseFlags(rest).getOrDefault("--format", "json"));
        try (IskraApp app = IskraApp.open(config)) {
            app.seedIfEmpty();
            Exports.Export export = app.stores().exports().whole(format);
            if (file == null) {
                export.writeTo(System.out);
                System.out.flush();
                return 0;
            }
            try (java.io.OutputStream stream = java.nio.file.Files.newOutputStream(file)) {
                export.writeTo(stream);
            }
            return 0;
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            System.err.println("iskra: " + e.getMessage());
            return 1;
        }
    }

    /** Records per list, e.g. {@code people 144, organizations 64, …, statements 946}. */
    private static String counts(FactBatch batch) {
        StringBuilder line = new StringBuilder();
        for (org.iskra.facts.EntityKind kind : org.iskra.facts.EntityKind.values()) {
            line.append(kind.listName()).append(' ').append(batch.entities(kind).size()).append(", ");
        }
        return line.append("statements ").append(batch.statements().size()).toString();
    }

}
