package org.iskra.importer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.iskra.facts.EntityKind;
import org.iskra.facts.StatementType;
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
    private static final Cypher CREATE_ENTITIES = Cypher.of(GraphWriter.class, "createEntities");
    private static final Cypher UPSERT_STATEMENTS = Cypher.of(GraphWriter.class, "upsertStatements");
    private static final Cypher BUMP_VERSION = Cypher.of(GraphWriter.class, "bumpVersion");
    private static final Cypher CREATE_BATCH = Cypher.of(GraphWriter.class, "createBatch");
    /** Provenance properties: they do not make a record "changed", and a rewrite keeps them. */
    static boolean isProvenance(String key) {
        return key.equals("addedIn") || key.equals("changedIn") || key.startsWith("retracted");
    }

    private final Graph graph;

    public GraphWriter(Graph graph) {
        this.graph = graph;
    }

    /** Counts what would change without writing (for dry runs). */
    public ImportReport plan(FactBatch batch, String batchId) {
        return graph.inRead(tx -> diffAndMaybeWrite(tx, batch, batchId, false));
    }

    private ImportReport diffAndMaybeWrite(TransactionContext tx, FactBatch batch, String batchId, boolean write) {
        return diffAndMaybeWrite(tx, batch, batchId, write, null);
    }

    /** Writes the batch and, when anything changed, its {@link BatchRecord} in the same transaction. */
    public ImportReport write(FactBatch batch, BatchRecord record) {
        return graph.inWrite(tx -> diffAndMaybeWrite(tx, batch, record.id(), true, record));
    }

    private ImportReport diffAndMaybeWrite(TransactionContext tx, FactBatch batch, String batchId, boolean write, BatchRecord record) {
        int[] counts = new int[3];
        Map<EntityKind, List<Map<String, Object>>> entityRows = new HashMap<>();
        batch.allEntities().forEach(e -> entityRows.computeIfAbsent(e.getKey(), k -> new ArrayList<>())
                .add(row(e.getValue().id(), StoredForm.entity(e.getKey(), e.getValue()))));
        for (var entry : entityRows.entrySet()) {
            List<Map<String, Object>> changed = changedRows(tx, EXISTING_ENTITIES, entry.getValue(), counts, batchId);
            if (write && !changed.isEmpty()) {
                writeEntities(tx, entry.getKey(), changed, batchId);
            }
        }
        Map<StatementType, List<Map<String, Object>>> statementRows = new java.util.EnumMap<>(StatementType.class);
        batch.statements().forEach(s -> statementRows.computeIfAbsent(StatementType.parse(s.text("type")).orElseThrow(),
                t -> new ArrayList<>()).add(StoredForm.statement(s)));
        for (var entry : statementRows.entrySet()) {
            List<Map<String, Object>> changed = changedRows(tx, EXISTING_STATEMENTS.withType(entry.getKey()), entry.getValue(), counts, batchId);
            if (write && !changed.isEmpty()) {
                graph.sent();
                tx.run(UPSERT_STATEMENTS.withType(entry.getKey()).text(), Map.of("rows", changed)).consume();
            }
        }
        if (write && counts[0] + counts[1] > 0) {
            graph.sent();
            tx.run(BUMP_VERSION.text()).consume();
            if (record != null) {
                graph.sent();
                tx.run(CREATE_BATCH.text(), record.params(counts[0], counts[1], counts[2])).consume();
            }
        }
        return new ImportReport(batchId, !write, write, counts[0], counts[1], counts[2], 0, List.of());
    }

    /** New entities are created (cheaper than MERGE); changed ones are upserted. */
    @SuppressWarnings("unchecked")
    private void writeEntities(TransactionContext tx, EntityKind kind, List<Map<String, Object>> rows, String batchId) {
        Map<Boolean, List<Map<String, Object>>> isNew = rows.stream().collect(java.util.stream.Collectors.partitioningBy(
                r -> batchId.equals(((Map<String, Object>) r.get("props")).get("addedIn"))));
        if (!isNew.get(true).isEmpty()) {
            graph.sent();
            tx.run(CREATE_ENTITIES.withLabel(kind).text(), Map.of("rows", isNew.get(true))).consume();
        }
        if (!isNew.get(false).isEmpty()) {
            graph.sent();
            tx.run(UPSERT_ENTITIES.withLabel(kind).text(), Map.of("rows", isNew.get(false))).consume();
        }
    }

    private static Map<String, Object> row(String id, Map<String, Object> props) {
        Map<String, Object> row = new HashMap<>();
        row.put("id", id);
        row.put("props", props);
        return row;
    }

    /** Compares rows with what is stored; returns the rows to write and counts created/updated/unchanged. */
    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> changedRows(TransactionContext tx, Cypher existingQuery, List<Map<String, Object>> rows, int[] counts, String batchId) {
        graph.sent();
        Map<String, Map<String, Object>> stored = new HashMap<>();
        tx.run(existingQuery.text(), Map.of("rows", rows)).forEachRemaining(r ->
                stored.put(r.get("id").asString(), new HashMap<>(r.get("props").asMap())));
        List<Map<String, Object>> changed = new ArrayList<>();
        for (Map<String, Object> row : rows) {
            Map<String, Object> before = stored.get((String) row.get("id"));
            Map<String, Object> props = (Map<String, Object>) row.get("props");
            if (before == null) {
                counts[0]++;
                props.put("addedIn", batchId);
                props.put("changedIn", batchId);
                changed.add(row);
            } else if (!sameContent(before, props)) {
                counts[1]++;
                before.forEach((k, v) -> {
                    if (isProvenance(k)) {
                        props.put(k, v);
                    }
                });
                props.put("changedIn", batchId);
                changed.add(row);
            } else {
                counts[2]++;
            }
        }
        return changed;
    }

    private static boolean sameContent(Map<String, Object> stored, Map<String, Object> incoming) {
        Map<String, Object> a = new HashMap<>(stored);
        a.keySet().removeIf(GraphWriter::isProvenance);
        Map<String, Object> b = new HashMap<>();
        incoming.forEach((k, v) -> b.put(k, Values.value(v).asObject()));
        b.keySet().removeIf(GraphWriter::isProvenance);
        return Objects.equals(a, b);
    }
}
