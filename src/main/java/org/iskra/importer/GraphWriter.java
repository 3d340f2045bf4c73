package org.iskra.importer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.iskra.facts.EntityKind;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Values;

/**
 * Writes a validated batch in one write transaction: entities and statements are upserted by id
 * (MERGE), records equal to what is stored are left alone, so re-sending a batch changes nothing.
 */
public final class GraphWriter {
    private static final Cypher EXISTING_ENTITIES = Cypher.of(GraphWriter.class, "existingEntities");
    private static final Cypher EXISTING_STATEMENTS = Cypher.of(GraphWriter.class, "existingStatements");
    private static final Cypher UPSERT_ENTITIES = Cypher.of(GraphWriter.class, "upsertEntities");
    private static final Cypher UPSERT_STATEMENTS = Cypher.of(GraphWriter.class, "upsertStatements");
    private static final Cypher BUMP_VERSION = Cypher.of(GraphWriter.class, "bumpVersion");
    /** Properties that record provenance, not content: they do not make a record "changed". */
    private static final List<String> PROVENANCE = List.of("batch");

    private final Graph graph;

    public GraphWriter(Graph graph) {
        this.graph = graph;
    }

    /** Counts what would change without writing (for dry runs). */
    public ImportReport plan(FactBatch batch, String batchId) {
        return graph.inRead(tx -> diffAndMaybeWrite(tx, batch, batchId, false));
    }

    /** Writes the batch atomically and reports the counts. */
    public ImportReport write(FactBatch batch, String batchId) {
        return graph.inWrite(tx -> diffAndMaybeWrite(tx, batch, batchId, true));
    }

    private ImportReport diffAndMaybeWrite(TransactionContext tx, FactBatch batch, String batchId, boolean write) {
        int[] counts = new int[3];
        Map<EntityKind, List<Map<String, Object>>> entityRows = new HashMap<>();
        batch.allEntities().forEach(e -> entityRows.computeIfAbsent(e.getKey(), k -> new ArrayList<>())
                .add(row(e.getValue().id(), StoredForm.entity(e.getKey(), e.getValue()))));
        for (var entry : entityRows.entrySet()) {
            List<Map<String, Object>> changed = changedRows(tx, EXISTING_ENTITIES, entry.getValue(), counts);
            if (write && !changed.isEmpty()) {
                changed.forEach(r -> tagBatch(r, batchId));
                graph.sent();
                tx.run(UPSERT_ENTITIES.text(), Map.of("label", entry.getKey().label(), "rows", changed)).consume();
            }
        }
        List<Map<String, Object>> statementRows = batch.statements().stream().map(StoredForm::statement).toList();
        List<Map<String, Object>> changed = changedRows(tx, EXISTING_STATEMENTS, statementRows, counts);
        if (write && !changed.isEmpty()) {
            changed.forEach(r -> tagBatch(r, batchId));
            graph.sent();
            tx.run(UPSERT_STATEMENTS.text(), Map.of("rows", changed)).consume();
        }
        if (write && counts[0] + counts[1] > 0) {
            graph.sent();
            tx.run(BUMP_VERSION.text()).consume();
        }
        return new ImportReport(batchId, !write, write, counts[0], counts[1], counts[2], 0, List.of());
    }

    private static Map<String, Object> row(String id, Map<String, Object> props) {
        Map<String, Object> row = new HashMap<>();
        row.put("id", id);
        row.put("props", props);
        return row;
    }

    @SuppressWarnings("unchecked")
    private static void tagBatch(Map<String, Object> row, String batchId) {
        ((Map<String, Object>) row.get("props")).put("batch", batchId);
    }

    /** Compares rows with what is stored; returns the rows to write and counts created/updated/unchanged. */
    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> changedRows(TransactionContext tx, Cypher existingQuery, List<Map<String, Object>> rows, int[] counts) {
        graph.sent();
        Map<String, Map<String, Object>> stored = new HashMap<>();
        tx.run(existingQuery.text(), Map.of("rows", rows)).forEachRemaining(r ->
                stored.put(r.get("id").asString(), r.get("props").asMap()));
        List<Map<String, Object>> changed = new ArrayList<>();
        for (Map<String, Object> row : rows) {
            Map<String, Object> before = stored.get((String) row.get("id"));
            if (before == null) {
                counts[0]++;
                changed.add(row);
            } else if (!sameContent(before, (Map<String, Object>) row.get("props"))) {
                counts[1]++;
                changed.add(row);
            } else {
                counts[2]++;
            }
        }
        return changed;
    }

    private static boolean sameContent(Map<String, Object> stored, Map<String, Object> incoming) {
        Map<String, Object> a = new HashMap<>(stored);
        PROVENANCE.forEach(a::remove);
        Map<String, Object> b = new HashMap<>();
        incoming.forEach((k, v) -> b.put(k, Values.value(v).asObject()));
        PROVENANCE.forEach(b::remove);
        return Objects.equals(a, b);
    }
}
