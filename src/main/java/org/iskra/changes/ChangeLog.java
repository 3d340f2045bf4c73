package org.iskra.changes;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.TransactionContext;
import org.neo4j.driver.Value;

/**
 * The change log in the graph: {@code :Change} nodes numbered by one counter ({@code :Meta {key: 'changes'}}). Writers
 * append in the transaction of their write, as its last step ({@link #append}); readers page through it after a
 * sequence number.
 */
public final class ChangeLog {
    private static final Cypher APPEND = Cypher.of(ChangeLog.class, "appendChanges");
    private static final Cypher AFTER = Cypher.of(ChangeLog.class, "changesAfter");
    private static final Cypher CONCERNING = Cypher.of(ChangeLog.class, "changesConcerning");
    private static final Cypher LATEST = Cypher.of(ChangeLog.class, "latestChange");

    private final Graph graph;

    public ChangeLog(Graph graph) {
        this.graph = graph;
    }

    /** One change a write is about to log. */
    public record Entry(
            ChangeKind kind,
            @Nullable String subject,
            @Nullable String type,
            @Nullable String from,
            @Nullable String to,
            Change.@Nullable Counts counts,
            List<String> ids) {
        /** A record created, updated or retracted: an entity ({@code from} and {@code to} null) or a statement. */
        public static Entry of(
                ChangeKind kind, String subject, @Nullable String type, @Nullable String from, @Nullable String to) {
            return new Entry(kind, subject, type, from, to, null, List.of());
        }

        /** A whole batch of a bulk load: its counts and the ids it created or updated. */
        public static Entry batch(int created, int updated, int unchanged, List<String> ids) {
            return new Entry(
                    ChangeKind.BATCH,
                    null,
                    null,
                    null,
                    null,
                    new Change.Counts(created, updated, unchanged),
                    List.copyOf(ids));
        }

        Map<String, Object> params() {
            Map<String, Object> p = new HashMap<>();
            p.put("kind", kind.stored());
            p.put("subject", subject);
            p.put("type", type);
            p.put("from", from);
            p.put("to", to);
            p.put("created", counts == null ? null : counts.created());
            p.put("updated", counts == null ? null : counts.updated());
            p.put("unchanged", counts == null ? null : counts.unchanged());
            p.put("ids", kind == ChangeKind.BATCH ? ids : null);
            return p;
        }
    }

    /**
     * Logs {@code entries} in the write's transaction {@code tx}; call it as the write's last step, so the counter's
     * lock is held only until the commit ({@code batch} null for a retraction). Returns the last sequence number given.
     */
    public static long append(
            TransactionContext tx, List<Entry> entries, @Nullable String batch, String by, Instant at) {
        if (entries.isEmpty()) {
            throw new IllegalArgumentException("a write that changed nothing logs nothing");
        }
        Map<String, Object> params = new HashMap<>();
        params.put("changes", entries.stream().map(Entry::params).toList());
        params.put("batch", batch);
        params.put("by", by);
        params.put("at", at.toString());
        return tx.run(APPEND.text(), params).single().get("last").asLong();
    }

    /** The data version: the sequence number of the latest change committed, 0 before the first. */
    public long latest() {
        return graph.readSingle(LATEST, Map.of(), r -> r.get("seq").asLong());
    }

    /**
     * Up to {@code limit} changes after {@code after}, in order; only of {@code kinds} when not null; only those about
     * {@code entity} ({@link Change#concerns}) when not null.
     */
    public List<Change> after(long after, int limit, @Nullable Set<ChangeKind> kinds, @Nullable String entity) {
        Map<String, Object> params = new HashMap<>();
        params.put("after", after);
        params.put("limit", limit);
        params.put(
                "kinds",
                kinds == null ? null : kinds.stream().map(ChangeKind::stored).toList());
        if (entity != null) {
            params.put("entity", entity);
        }
        return graph.read(entity == null ? AFTER : CONCERNING, params, r -> toChange(r.get("c")));
    }

    static Change toChange(Value node) {
        Map<String, Object> p = node.asMap();
        Change.@Nullable Counts counts = p.get("created") == null
                ? null
                : new Change.Counts(number(p, "created"), number(p, "updated"), number(p, "unchanged"));
        List<String> ids = new ArrayList<>();
        if (p.get("ids") instanceof List<?> list) {
            list.forEach(id -> ids.add(id.toString()));
        }
        return new Change(
                ((Number) required(p, "seq")).longValue(),
                ChangeKind.ofStored((String) required(p, "kind")),
                (String) p.get("subject"),
                (String) p.get("type"),
                (String) p.get("from"),
                (String) p.get("to"),
                (String) p.get("batch"),
                (String) p.get("by"),
                (String) required(p, "at"),
                counts,
                List.copyOf(ids));
    }

    /** A property every change node has (the log's writer sets it, a constraint keeps seq). */
    private static Object required(Map<String, Object> p, String key) {
        return Objects.requireNonNull(p.get(key), () -> "a change node without " + key);
    }

    private static int number(Map<String, Object> p, String key) {
        return p.get(key) instanceof Number n ? n.intValue() : 0;
    }
}
