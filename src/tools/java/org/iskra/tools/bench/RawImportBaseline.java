package org.iskra.tools.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.iskra.facts.EntityKind;
import org.iskra.facts.StatementType;
import org.iskra.importer.BulkImport;
import org.iskra.importer.CsvFacts;
import org.iskra.importer.FactBatch;
import org.iskra.importer.FactReader;
import org.iskra.importer.StoredForm;
import org.iskra.reads.TypedStatements;
import org.iskra.store.Graph;

/**
 * The import benchmark's baseline: the same CSV rows, in the same stored form and batch size, written with nothing but
 * the importer's own {@code UNWIND … CREATE} queries through the driver: no validation, no comparison with the stored
 * graph, no audit record. It is the speed limit of writing these facts into this store through Cypher, against which
 * {@link BulkImport} is measured; it is not a way to load data (nothing is checked, and running it twice duplicates
 * nothing only because the id constraints refuse it).
 */
public final class RawImportBaseline {

    private final Graph graph;
    private final int batchSize;

    public RawImportBaseline(Graph graph, int batchSize) {
        this.graph = graph;
        this.batchSize = batchSize;
    }

    /** Writes every CSV file under {@code folder}; returns the number of records written. */
    public long run(Path folder) throws IOException {
        long records = 0;
        for (Path file : BulkImport.inLoadOrder(FactReader.jsonOrCsvFiles(folder))) {
            if (file.toString().endsWith(".csv")) {
                records += writeFile(file);
            }
        }
        return records;
    }

    private long writeFile(Path file) throws IOException {
        long records = 0;
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            CsvFacts csv = CsvFacts.open(file.toString(), reader);
            for (FactBatch batch = csv.nextBatch(batchSize); batch.size() > 0; batch = csv.nextBatch(batchSize)) {
                write(batch);
                records += batch.size();
            }
        }
        return records;
    }

    private void write(FactBatch batch) {
        Map<EntityKind, List<Map<String, Object>>> entities = new EnumMap<>(EntityKind.class);
        batch.allEntities()
                .forEach(e -> entities.computeIfAbsent(e.getKey(), k -> new ArrayList<>())
                        .add(Map.of("props", withProvenance(StoredForm.entity(e.getKey(), e.getValue())))));
        Map<StatementType, List<Map<String, Object>>> statements = new EnumMap<>(StatementType.class);
        batch.statements().forEach(s -> {
            Map<String, Object> row = StoredForm.statement(s);
            withProvenance(castProps(row));
            statements
                    .computeIfAbsent(StatementType.parse(s.text("type")).orElseThrow(), t -> new ArrayList<>())
                    .add(row);
        });
        graph.inWrite(tx -> {
            entities.forEach(
                    (kind, rows) -> tx.run(TypedStatements.createEntities(kind).text(), Map.of("rows", rows))
                            .consume());
            statements.forEach(
                    (type, rows) -> tx.run(TypedStatements.create(type).text(), Map.of("rows", rows))
                            .consume());
            return null;
        });
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> castProps(Map<String, Object> row) {
        return (Map<String, Object>) Objects.requireNonNull(row.get("props"), "a stored statement has its properties");
    }

    private static Map<String, Object> withProvenance(Map<String, Object> props) {
        props.put("addedIn", "baseline");
        props.put("changedIn", "baseline");
        return props;
    }
}
