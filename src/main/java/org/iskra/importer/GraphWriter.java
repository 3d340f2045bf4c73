package org.iskra.importer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import org.iskra.changes.ChangeKind;
import org.iskra.changes.ChangeLog;
import org.iskra.facts.EntityKind;
import org.iskra.facts.StatementType;
import org.iskra.reads.TypedStatements;
import org.iskra.store.Cypher;
import org.iskra.store.Deadline;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.Record;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Values;

/**
 * Writes a validated batch in one write transaction, upserting by id: each record is compared with what is stored; new
 * ones are created (the id constraints refuse a concurrent duplicate), changed ones updated, equal ones left alone, so
 * re-sending a batch changes nothing.
 */
public final class GraphWriter {
    private static final Cypher EXISTING_ENTITIES = Cypher.of(GraphWriter.class, "existingEntities");
    private static final Cypher BUMP_VERSION = Cypher.of(GraphWriter.class, "bumpVersion");
    private static final Cypher CREATE_BATCH = Cypher.of(GraphWriter.class, "createBatch");
    private static final Comparator<Map<String, Object>> BY_ID = Comparator.comparing(r -> (String) r.get("id"));
    /** The order in which every writer takes the locks of statement ends: by target, then source, then id. */
    private static final Comparator<Map<String, Object>> LOCK_ORDER = Comparator.comparing(
                    (Map<String, Object> r) -> (String) r.get("to"))
            .thenComparing(r -> (String) r.get("from"))
            .thenComparing(r -> (String) r.get("id"));
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
        return diffAndMaybeWrite(tx, batch, batchId, write, null, ChangeDetail.RECORDS);
    }

    /**
     * Writes the batch and, when anything changed, its {@link BatchRecord} and its entries in the change log
     * ({@code detail}: one per record, or one for the batch) in the same transaction, committing only within the
     * request's time limit.
     */
    public ImportReport write(FactBatch batch, BatchRecord record, Deadline deadline, ChangeDetail detail) {
        return graph.inWrite(tx -> diffAndMaybeWrite(tx, batch, record.id(), true, record, detail), deadline);
    }

    /** How a write is logged in the change log. */
    public enum ChangeDetail {
        /** One change per record created or updated (the GraphQL mutations). */
        RECORDS,
        /** One change for the batch, with its counts and the ids it touched (the import command and the first load). */
        BATCH
    }

    /**
     * Compares the whole batch with what is stored first (reads take no locks), then writes the entities, the version
     * and the audit record, and the statements last, each list in one order for every writer (statements by target,
     * then source): a statement locks its ends until commit, so a hub every writer touches (a faction every membership
     * joins) is held for as few steps as possible, and two writers never wait for each other in a cycle. The soak run
     * measured writes queueing for seconds, and deadlocking on the two factions, without this.
     */
    private ImportReport diffAndMaybeWrite(
            TransactionContext tx,
            FactBatch batch,
            String batchId,
            boolean write,
            @Nullable BatchRecord record,
            ChangeDetail detail) {
        Map<EntityKind, List<Map<String, Object>>> entityRows = new EnumMap<>(EntityKind.class);
        batch.allEntities()
                .forEach(e -> entityRows
                        .computeIfAbsent(e.getKey(), k -> new ArrayList<>())
                        .add(row(
                                Objects.requireNonNull(e.getValue().id()), // a validated entity has its id
                                StoredForm.entity(e.getKey(), e.getValue()))));
        Map<EntityKind, Diff> entities = new EnumMap<>(EntityKind.class);
        entityRows.forEach((kind, rows) -> entities.put(kind, diff(tx, EXISTING_ENTITIES, rows, batchId)));
        Map<StatementType, List<Map<String, Object>>> statementRows = new EnumMap<>(StatementType.class);
        batch.statements()
                .forEach(s -> statementRows
                        .computeIfAbsent(StatementType.parse(s.text("type")).orElseThrow(), t -> new ArrayList<>())
                        .add(StoredForm.statement(s)));
        Map<StatementType, Diff> statements = new EnumMap<>(StatementType.class);
        statementRows.forEach(
                (type, rows) -> statements.put(type, diff(tx, TypedStatements.existing(type), rows, batchId)));
        Counts counts = Stream.concat(entities.values().stream(), statements.values().stream())
                .map(Diff::counts)
                .reduce(Counts.NONE, Counts::plus);
        if (!write || !counts.changesAnything()) {
            return counts.report(batchId, write);
        }
        entities.forEach((kind, diff) -> {
            run(tx, TypedStatements.createEntities(kind), "rows", diff.created());
            run(tx, TypedStatements.upsertEntities(kind), "rows", sorted(diff.updated(), BY_ID));
        });
        tx.run(BUMP_VERSION.text(), Map.of("key", GraphVersion.counterKey())).consume();
        if (record != null) {
            tx.run(CREATE_BATCH.text(), record.params(counts.created(), counts.updated(), counts.unchanged()))
                    .consume();
        }
        statements.forEach((type, diff) -> {
            run(
                    tx,
                    TypedStatements.delete(type),
                    "ids",
                    sorted(diff.moved(), BY_ID).stream().map(r -> r.get("id")).toList());
            run(tx, TypedStatements.create(type), "rows", sorted(diff.created(), LOCK_ORDER));
            run(tx, TypedStatements.create(type), "rows", sorted(diff.moved(), LOCK_ORDER));
            run(tx, TypedStatements.update(type), "rows", sorted(diff.updated(), BY_ID));
        });
        if (record != null) {
            ChangeLog.append(tx, changes(entities, statements, counts, detail), record.id(), record.by(), record.at());
        }
        return counts.report(batchId, write);
    }

    /** The change log's entries for a write: one per record, or one for the whole batch. */
    private static List<ChangeLog.Entry> changes(
            Map<EntityKind, Diff> entities, Map<StatementType, Diff> statements, Counts counts, ChangeDetail detail) {
        List<ChangeLog.Entry> entries = new ArrayList<>();
        List<String> touched = new ArrayList<>();
        entities.forEach((kind, diff) -> {
            diff.created()
                    .forEach(r -> entries.add(ChangeLog.Entry.of(
                            ChangeKind.CREATED, (String) StoredForm.required(r, "id"), kind.label(), null, null)));
            diff.updated()
                    .forEach(r -> entries.add(ChangeLog.Entry.of(
                            ChangeKind.UPDATED, (String) StoredForm.required(r, "id"), kind.label(), null, null)));
        });
        statements.forEach((type, diff) -> {
            diff.created().forEach(r -> entries.add(statementChange(ChangeKind.CREATED, type, r)));
            diff.moved().forEach(r -> entries.add(statementChange(ChangeKind.UPDATED, type, r)));
            diff.updated().forEach(r -> entries.add(statementChange(ChangeKind.UPDATED, type, r)));
        });
        if (detail == ChangeDetail.RECORDS) {
            return entries;
        }
        Set<String> ids = new LinkedHashSet<>();
        entries.forEach(e -> {
            ids.add(e.subject());
            if (e.from() != null) {
                ids.add(e.from());
                ids.add(e.to());
            }
        });
        touched.addAll(ids);
        return List.of(ChangeLog.Entry.batch(counts.created(), counts.updated(), counts.unchanged(), touched));
    }

    private static ChangeLog.Entry statementChange(ChangeKind kind, StatementType type, Map<String, Object> row) {
        String id = (String) StoredForm.required(row, "id");
        return ChangeLog.Entry.of(kind, id, type.name(), (String) row.get("from"), (String) row.get("to"));
    }

    private static List<Map<String, Object>> sorted(
            List<Map<String, Object>> rows, Comparator<Map<String, Object>> order) {
        List<Map<String, Object>> copy = new ArrayList<>(rows);
        copy.sort(order);
        return copy;
    }

    private void run(TransactionContext tx, Cypher query, String parameter, List<?> values) {
        if (!values.isEmpty()) {
            tx.run(query.text(), Map.of(parameter, values)).consume();
        }
    }

    private static Map<String, Object> row(String id, Map<String, Object> props) {
        Map<String, Object> row = new HashMap<>();
        row.put("id", id);
        row.put("props", props);
        return row;
    }

    /**
     * The rows of a batch compared with what is stored: new ones, changed ones (same ends) and, for statements, moved
     * ones (their ends changed, so the relationship is created anew).
     */
    private record Diff(
            List<Map<String, Object>> created,
            List<Map<String, Object>> updated,
            List<Map<String, Object>> moved,
            int unchanged) {
        Counts counts() {
            return new Counts(created.size(), updated.size() + moved.size(), unchanged);
        }
    }

    /** How many records of a batch are new, changed (updated or moved) and left as they were. */
    private record Counts(int created, int updated, int unchanged) {
        static final Counts NONE = new Counts(0, 0, 0);

        Counts plus(Counts other) {
            return new Counts(created + other.created, updated + other.updated, unchanged + other.unchanged);
        }

        boolean changesAnything() {
            return created + updated > 0;
        }

        ImportReport report(String batchId, boolean written) {
            return new ImportReport(batchId, !written, written, created, updated, unchanged, 0, List.of());
        }
    }

    /**
     * Compares rows with what is stored and sets their provenance; the rows created, updated, moved, and the count left
     * unchanged.
     */
    @SuppressWarnings("unchecked")
    private Diff diff(TransactionContext tx, Cypher existingQuery, List<Map<String, Object>> rows, String batchId) {
        Map<String, Record> stored = new HashMap<>();
        tx.run(
                        existingQuery.text(),
                        Map.of("ids", rows.stream().map(r -> r.get("id")).toList()))
                .forEachRemaining(r -> stored.put(r.get("id").asString(), r));
        List<Map<String, Object>> created = new ArrayList<>();
        List<Map<String, Object>> updated = new ArrayList<>();
        List<Map<String, Object>> moved = new ArrayList<>();
        int unchanged = 0;
        for (Map<String, Object> row : rows) {
            Record before = stored.get((String) row.get("id"));
            Map<String, Object> props = (Map<String, Object>) StoredForm.required(row, "props");
            if (before == null) {
                props.put("addedIn", batchId);
                props.put("changedIn", batchId);
                created.add(row);
                continue;
            }
            Map<String, Object> storedProps = before.get("props").asMap();
            boolean endsChanged = !before.get("from").isNull()
                    && !(before.get("from").asString().equals(row.get("from"))
                            && before.get("to").asString().equals(row.get("to")));
            if (!endsChanged && sameContent(storedProps, props)) {
                unchanged++;
                continue;
            }
            storedProps.forEach((k, v) -> {
                if (isProvenance(k)) {
                    props.put(k, v);
                }
            });
            props.put("changedIn", batchId);
            (endsChanged ? moved : updated).add(row);
        }
        return new Diff(created, updated, moved, unchanged);
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
