package org.iskra.importer;

import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.iskra.changes.ChangeKind;
import org.iskra.changes.ChangeLog;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.iskra.facts.Props;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementType;
import org.iskra.reads.StatementStore;
import org.iskra.reads.TypedStatements;
import org.iskra.store.Cypher;
import org.iskra.store.Deadline;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.Record;

/** The audit trail: recorded write batches, and retractions of statements. */
public final class AuditStore {
    private static final Cypher BATCH_BY_ID = Cypher.of(AuditStore.class, "batchById");
    private static final Cypher BATCHES_BY_IDS = Cypher.of(AuditStore.class, "batchesByIds");
    private static final Cypher RECENT_BATCHES = Cypher.of(AuditStore.class, "recentBatches");
    private static final Cypher STATEMENT_BY_ID = TypedStatements.byId();
    private static final Cypher KIND_OF_ID = Cypher.of(AuditStore.class, "isSource");

    private final Graph graph;
    private final Runnable afterCommit;

    public AuditStore(Graph graph) {
        this(graph, () -> {});
    }

    /** {@code afterCommit} runs after each retraction committed (the change feed looks for it at once). */
    public AuditStore(Graph graph, Runnable afterCommit) {
        this.graph = graph;
        this.afterCommit = afterCommit;
    }

    /** A recorded write. */
    public record Batch(
            String id, String at, String by, int created, int updated, int unchanged, List<String> sourceIds) {}

    public @Nullable Batch batch(@Nullable String id) {
        if (id == null) {
            return null;
        }
        List<Batch> found = graph.read(BATCH_BY_ID, Map.of("id", id), AuditStore::toBatch);
        return found.isEmpty() ? null : found.getFirst();
    }

    /** The recorded writes with these ids, by id; ids of no recorded write are left out. */
    public Map<String, Batch> batches(Collection<String> ids) {
        Map<String, Batch> found = new HashMap<>();
        graph.read(BATCHES_BY_IDS, Map.of("ids", List.copyOf(ids)), AuditStore::toBatch)
                .forEach(b -> found.put(b.id(), b));
        return found;
    }

    public List<Batch> recentBatches(int first) {
        return graph.read(RECENT_BATCHES, Map.of("first", first), AuditStore::toBatch);
    }

    /**
     * Marks the statement retracted (it stays in the graph); refuses unknown statements, unknown sources and double
     * retraction.
     */
    public Statement retract(String statementId, String reason, String sourceId, String by, Deadline deadline) {
        if (reason == null || reason.isBlank()) {
            throw IskraException.badInput("`reason` must say why the statement is retracted");
        }
        Statement retracted = graph.inWrite(
                tx -> {
                    var current = tx.run(STATEMENT_BY_ID.text(), Map.of("id", statementId))
                            .list(r -> StatementStore.toStatement(r.get("statement")));
                    if (current.isEmpty()) {
                        throw new IskraException(
                                ErrorCode.NOT_FOUND, "No statement has the id \"" + statementId + "\"");
                    }
                    if (current.getFirst().retracted()) {
                        throw IskraException.badInput("The statement \"" + statementId + "\" is already retracted");
                    }
                    if (!tx.run(KIND_OF_ID.text(), Map.of("id", sourceId))
                            .single()
                            .get("isSource")
                            .asBoolean()) {
                        throw IskraException.badInput("`source` must be the id of a source in the graph; \"" + sourceId
                                + "\" is not (add it with addSource first)");
                    }
                    Instant at = Instant.now();
                    Map<String, Object> params = new HashMap<>();
                    params.put("id", statementId);
                    params.put("at", at.toString());
                    params.put("by", by);
                    params.put("reason", reason);
                    params.put("source", sourceId);
                    params.put("versionKey", GraphVersion.counterKey());
                    StatementType type = current.getFirst().type();
                    Statement statement = StatementStore.toStatement(
                            tx.run(TypedStatements.retract(type).text(), params)
                                    .single()
                                    .get("statement"));
                    ChangeLog.append(
                            tx,
                            List.of(ChangeLog.Entry.of(
                                    ChangeKind.RETRACTED,
                                    statementId,
                                    type.name(),
                                    statement.fromId(),
                                    statement.toId())),
                            null,
                            by,
                            at);
                    return statement;
                },
                deadline);
        afterCommit.run();
        return retracted;
    }

    private static Batch toBatch(Record r) {
        Props p = new Props(r.get("b").asNode().asMap());
        return new Batch(
                p.required("id"),
                p.required("at"),
                p.required("by"),
                count(p, "created"),
                count(p, "updated"),
                count(p, "unchanged"),
                p.strings("sources"));
    }

    /** A count every batch record carries (the write stores all three). */
    private static int count(Props p, String key) {
        return Objects.requireNonNull(p.integer(key), () -> "an ImportBatch without " + key);
    }
}
