package org.iskra.importer;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import org.iskra.core.Directories;
import org.iskra.facts.EntityKind;
import org.iskra.store.AdminImport;

/**
 * The first load of an empty embedded store through Neo4j's offline importer: every record is read and validated as by
 * the transactional import (same files, same order, same validator, references to records of earlier batches), turned
 * into its stored form, and written as the importer's CSV; nothing reaches the store unless every record is valid. The
 * importer then builds the store in one go, and the migrations create the indexes and constraints when the store opens.
 */
public final class OfflineImport {
    private final Path store;
    private final int batchSize;
    private final PrintStream out;

    public OfflineImport(Path store, int batchSize, PrintStream out) {
        this.store = store;
        this.batchSize = batchSize;
        this.out = out;
    }

    /** What an offline import did: records written, problems that stopped it, seconds per phase. */
    public record Result(
            long entities, long statements, List<Problem> problems, double validateSeconds, double importSeconds) {
        public String summary() {
            return problems.isEmpty()
                    ? String.format(
                            "imported offline: %,d entities and %,d statements (validated and written as CSV in %.1f s, store built in %.1f s)",
                            entities, statements, validateSeconds, importSeconds)
                    : "stopped: " + problems.size() + " problems; nothing was written to the store";
        }
    }

    /** Validates and converts every file, then builds the store; writes nothing to it if any record is invalid. */
    public Result run(List<Path> paths) throws IOException, InterruptedException {
        if (!AdminImport.isEmptyStore(store)) {
            throw new IllegalStateException(
                    "the store " + store.toAbsolutePath() + " already holds a database; the offline import only "
                            + "fills an empty store (use the transactional import, without --into-empty-store, to add to it)");
        }
        long started = System.nanoTime();
        Path csvDir = Files.createDirectories(store).resolve("import-csv");
        String batchId = "batch-offline-" + UUID.randomUUID();
        Converter converter = new Converter(batchId);
        List<String> arguments;
        try (AdminCsv csv = new AdminCsv(csvDir)) {
            List<Path> files = new ArrayList<>();
            for (Path path : paths) {
                files.addAll(FactReader.jsonOrCsvFiles(path));
            }
            // the JSON files are read as one batch (a data folder refers across its files), then the CSV files in load
            // order
            FactBatch json = new FactBatch();
            for (Path file : files) {
                if (!isCsv(file)) {
                    json.addAll(FactReader.read(file));
                }
            }
            boolean ok = converter.batch(json, csv);
            for (Path file : BulkImport.inLoadOrder(files)) {
                if (ok && isCsv(file)) {
                    ok = converter.csvFile(file, csv);
                }
            }
            if (!ok) {
                Directories.deleteQuietly(csvDir); // a leftover CSV folder in the store does no harm
                return new Result(0, 0, converter.problems, seconds(started), 0);
            }
            arguments = converter.audit(csv);
        }
        double validated = seconds(started);
        out.printf(
                "validated and converted %,d entities and %,d statements in %.1f s; building the store…%n",
                converter.entities, converter.statements, validated);
        long imported = System.nanoTime();
        Path log = store.resolve("import.log");
        int status = AdminImport.run(store, arguments, AdminCsv.ARRAY_DELIMITER, log);
        Directories.deleteQuietly(csvDir);
        if (status != 0) {
            throw new IllegalStateException(
                    "Neo4j's offline importer failed (exit " + status + "); its output is in " + log.toAbsolutePath());
        }
        return new Result(converter.entities, converter.statements, List.of(), validated, seconds(imported));
    }

    /** A batch written: how many records, and the ids it touched (its records and the ends of its statements). */
    private record Batch(int records, List<String> ids) {}

    /** Reads, validates and converts records in load order, remembering the ids seen so far. */
    private final class Converter {
        private final String batchId;
        private final Map<String, EntityKind> seen = new HashMap<>();
        private final Set<String> statementIds = new HashSet<>();
        private final Set<String> sources = new TreeSet<>();
        private final List<Problem> problems = new ArrayList<>();
        /** Each batch's records and the ids it touched, for its entry in the change log. */
        private final List<Batch> batchIds = new ArrayList<>();

        private long entities;
        private long statements;

        Converter(String batchId) {
            this.batchId = batchId;
        }

        boolean csvFile(Path file, AdminCsv csv) throws IOException {
            try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                CsvFacts facts = CsvFacts.open(file.toString(), reader);
                for (FactBatch batch = facts.nextBatch(batchSize);
                        batch.size() > 0 || !batch.readProblems().isEmpty();
                        batch = facts.nextBatch(batchSize)) {
                    if (!batch(batch, csv)) {
                        return false;
                    }
                }
            }
            return true;
        }

        boolean batch(FactBatch batch, AdminCsv csv) {
            List<Problem> found = new ArrayList<>(new FactValidator(this::known).validate(batch));
            batch.allEntities().forEach(e -> {
                if (seen.containsKey(e.getValue().id())) {
                    found.add(Problem.of(
                            e.getValue(),
                            "id",
                            "\"" + e.getValue().id() + "\" is defined in an earlier file or batch of this import; "
                                    + "an offline first load takes each record once"));
                }
            });
            for (FactRecord s : batch.statements()) {
                if (statementIds.contains(StatementIds.of(s))) {
                    found.add(Problem.of(
                            s,
                            "id",
                            "\"" + StatementIds.of(s)
                                    + "\" is the id of a statement of an earlier file or batch of this import"));
                }
            }
            if (!found.isEmpty()) {
                problems.addAll(found);
                return false;
            }
            batch.allEntities().forEach(e -> {
                Map<String, Object> props = new LinkedHashMap<>(StoredForm.entity(e.getKey(), e.getValue()));
                props.put("addedIn", batchId);
                props.put("changedIn", batchId);
                csv.node(e.getKey(), props);
                seen.put(e.getValue().id(), e.getKey());
                entities++;
            });
            for (FactRecord s : batch.statements()) {
                Map<String, Object> row = StoredForm.statement(s);
                @SuppressWarnings("unchecked")
                Map<String, Object> props = new LinkedHashMap<>((Map<String, Object>) row.get("props"));
                props.put("addedIn", batchId);
                props.put("changedIn", batchId);
                csv.relationship(
                        (String) StoredForm.required(row, "type"),
                        (String) StoredForm.required(row, "from"),
                        (String) StoredForm.required(row, "to"),
                        props);
                statementIds.add((String) row.get("id"));
                statements++;
            }
            sources.addAll(batch.citedSources());
            Set<String> ids = new LinkedHashSet<>();
            batch.allEntities().forEach(e -> ids.add(e.getValue().id()));
            batch.statements().forEach(st -> {
                ids.add(StatementIds.of(st));
                ids.add(st.text("from"));
                ids.add(st.text("to"));
            });
            if (!ids.isEmpty()) {
                batchIds.add(new Batch(batch.size(), List.copyOf(ids)));
            }
            return true;
        }

        /** The change log of the load: one change per batch, as the transactional import logs it, and its counter. */
        private void changes(AdminCsv csv, String at) {
            Map<String, String> types = new LinkedHashMap<>();
            types.put("seq", "long");
            List.of("kind", "batch", "by", "at").forEach(k -> types.put(k, "string"));
            List.of("created", "updated", "unchanged").forEach(k -> types.put(k, "long"));
            types.put("ids", "string[]");
            long seq = 0;
            for (Batch written : batchIds) {
                Map<String, Object> change = new LinkedHashMap<>();
                change.put("seq", ++seq);
                change.put("kind", "batch");
                change.put("batch", batchId);
                change.put("by", "cli");
                change.put("at", at);
                change.put("created", written.records());
                change.put("updated", 0);
                change.put("unchanged", 0);
                change.put("ids", written.ids());
                csv.otherNode("Change", change, types);
            }
            csv.otherNode(
                    "Meta",
                    Map.of("key", "changes", "seq", seq),
                    new LinkedHashMap<>(Map.of("key", "string", "seq", "long")));
        }

        private Map<String, EntityKind> known(Set<String> ids) {
            Map<String, EntityKind> kinds = new HashMap<>();
            ids.forEach(id -> {
                EntityKind kind = seen.get(id);
                if (kind != null) {
                    kinds.put(id, kind);
                }
            });
            return kinds;
        }

        /** Writes the import's audit record and the graph version; returns the importer's file arguments. */
        List<String> audit(AdminCsv csv) {
            Map<String, Object> batch = new LinkedHashMap<>();
            batch.put("id", batchId);
            batch.put("at", Instant.now().toString());
            batch.put("by", "cli");
            batch.put("sources", List.copyOf(sources));
            batch.put("created", entities + statements);
            batch.put("updated", 0);
            batch.put("unchanged", 0);
            Map<String, String> batchTypes = new LinkedHashMap<>();
            List.of("id", "at", "by").forEach(k -> batchTypes.put(k, "string"));
            batchTypes.put("sources", "string[]");
            List.of("created", "updated", "unchanged").forEach(k -> batchTypes.put(k, "long"));
            csv.otherNode("ImportBatch", batch, batchTypes);
            changes(csv, (String) batch.get("at"));
            csv.otherNode(
                    "Meta",
                    Map.of("key", "graph", "version", 1),
                    new LinkedHashMap<>(Map.of("key", "string", "version", "long")));
            return csv.arguments();
        }
    }

    private static boolean isCsv(Path file) {
        return file.toString().toLowerCase(Locale.ROOT).endsWith(".csv");
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }
}
