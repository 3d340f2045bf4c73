package org.iskra.facts;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.neo4j.driver.Value;

/** Loads the statements of many entities at once, in chronological order. */
public final class StatementStore {
    private static final Cypher STATEMENTS_ABOUT_TEMPLATE = Cypher.of(StatementStore.class, "statementsAbout");
    /** Every key reads its list from the start, at most {@code $limit} statements: the first ones are kept, not all sorted. */
    private static final Cypher STATEMENTS_ABOUT_FIRST = STATEMENTS_ABOUT_TEMPLATE.with("{LIMIT}", "LIMIT $limit");
    private static final Cypher STATEMENTS_ABOUT = STATEMENTS_ABOUT_TEMPLATE.with("{LIMIT}", "");
    private static final Cypher STATEMENTS_PAGE = Cypher.of(StatementStore.class, "statementsPage");
    private static final Cypher STATEMENTS_IN_CONTEXT = Cypher.of(StatementStore.class, "statementsInContext").forEachType(StatementType.names());
    private static final java.util.Comparator<Statement> CHRONOLOGICAL = java.util.Comparator
            .comparing((Statement s) -> s.start() != null ? s.start().lo() : s.date() != null ? s.date().lo() : null,
                    java.util.Comparator.nullsLast(java.util.Comparator.naturalOrder()))
            .thenComparing(Statement::id);

    private final Graph graph;

    public StatementStore(Graph graph) {
        this.graph = graph;
    }

    /** For each entity id, its statements that pass the filter (an empty list when none). */
    public Map<String, List<Statement>> about(Collection<String> ids, StatementFilter filter) {
        Map<String, List<Statement>> byEntity = new HashMap<>();
        about(ids.stream().map(id -> new StatementKey(id, filter)).toList(), e -> {}).forEach((k, v) -> byEntity.put(k.entityId(), v));
        return byEntity;
    }

    /**
     * For each key, the part of its entity's statements it asks for (an empty list when none), in one
     * round trip whatever the number of keys and filters; the entity at the other end of each
     * statement, and the organization of its grouping, go to {@code others}.
     */
    public Map<StatementKey, List<Statement>> about(Collection<StatementKey> keys, Consumer<Entity> others) {
        List<StatementKey> ordered = List.copyOf(keys);
        List<Map<String, Object>> params = new ArrayList<>(ordered.size());
        Map<StatementKey, List<Statement>> result = new HashMap<>();
        for (int i = 0; i < ordered.size(); i++) {
            StatementKey key = ordered.get(i);
            StatementFilter filter = key.filter();
            Map<String, Object> k = new HashMap<>();
            k.put("key", i);
            k.put("about", key.entityId());
            k.put("types", filter.types());
            k.put("direction", filter.direction().name());
            k.put("includeRetracted", filter.includeRetracted());
            k.put("others", filter.others());
            k.put("where", filter.where());
            k.put("first", key.first());
            k.put("after", key.after());
            k.put("afterOther", key.afterOther());
            params.add(k);
            result.put(key, new ArrayList<>());
        }
        OptionalInt limit = ordered.stream().allMatch(k -> k.after() == null && k.first() != null)
                ? ordered.stream().mapToInt(StatementKey::first).max() : OptionalInt.empty();
        Cypher query = limit.isPresent() ? STATEMENTS_ABOUT_FIRST : STATEMENTS_ABOUT;
        graph.read(query, Map.of("keys", params, "limit", limit.orElse(0)), r -> {
            result.get(ordered.get(r.get("key").asInt())).add(toStatement(r.get("statement")));
            Entity other = NodeStore.toEntity(r.get("other").asNode());
            if (other != null) {
                others.accept(other);
            }
            if (!r.get("grouping").isNull()) {
                entities(r.get("grouping")).forEach(others);
            }
            return null;
        });
        return result;
    }

    /** One page of all statements, optionally of some types and touching one entity, oldest first. */
    public Connection<Statement> page(List<String> types, String about, boolean includeRetracted, Page page) {
        Map<String, Object> params = new HashMap<>();
        params.put("types", types);
        params.put("about", about);
        params.put("includeRetracted", includeRetracted);
        return Pages.read(graph, STATEMENTS_PAGE, params, page, StatementStore::toStatement);
    }

    /**
     * One page of the statements made at a congress or event (whose {@code context} is its id), in
     * date order (undated last, then by id), optionally of some types and touching one entity.
     */
    public Connection<Statement> inContext(String context, List<String> types, String about, boolean includeRetracted, Page page) {
        List<Statement> all = inContexts(List.of(context), types, about, includeRetracted).get(context);
        int from = Math.min(page.offset(), all.size());
        return Connection.of(all.subList(from, Math.min(all.size(), from + page.limit())), all.size(), page);
    }

    /** For each context id, the statements made at it (optionally of some types), in date order, in one round trip. */
    public Map<String, List<Statement>> inContexts(Collection<String> contexts, List<String> types, String about, boolean includeRetracted) {
        Map<String, Object> params = new HashMap<>();
        params.put("contexts", List.copyOf(contexts));
        params.put("about", about);
        params.put("includeRetracted", includeRetracted);
        Map<String, List<Statement>> byContext = new HashMap<>();
        contexts.forEach(c -> byContext.put(c, new ArrayList<>()));
        for (Statement s : graph.read(STATEMENTS_IN_CONTEXT, params, r -> toStatement(r.get("statement")))) {
            if (types == null || types.contains(s.type())) {
                byContext.get(s.contextId()).add(s);
            }
        }
        byContext.values().forEach(list -> list.sort(CHRONOLOGICAL));
        return byContext;
    }

    /** The entities in a list of nodes, or of lists of nodes, as returned with a page (to prime the batch loader). */
    public static List<Entity> entities(Value nodes) {
        List<Entity> entities = new ArrayList<>();
        for (Value v : nodes.values()) {
            if (v.isNull()) {
                continue;
            }
            if (v.hasType(org.neo4j.driver.types.TypeSystem.getDefault().LIST())) {
                entities.addAll(entities(v));
            } else {
                Entity e = NodeStore.toEntity(v.asNode());
                if (e != null) {
                    entities.add(e);
                }
            }
        }
        return entities;
    }

    /** Maps a statement map ({@code r {.*, type, from, to}}) to its record. */
    public static Statement toStatement(Value value) {
        Props p = new Props(value.asMap());
        return new Statement(p.str("id"), p.str("type"), p.str("from"), p.str("to"),
                p.date("start"), p.date("end"), p.date("date"), p.date("endBy"), p.flag("ongoing"),
                p.str("role"), p.str("grouping"), p.str("choice"), p.integer("votes"), p.integer("issue"), tally(p),
                p.str("context"), p.str("note"),
                p.enumName("certainty", "ATTESTED"), p.str("quote"), p.strings("sources"),
                p.flag("retracted"), retraction(p), p.str("addedIn"), p.str("changedIn"));
    }

    private static Statement.Tally tally(Props p) {
        return p.str("outcome") == null && p.integer("votesFor") == null && p.integer("votesAgainst") == null
                && p.integer("abstentions") == null
                ? null : new Statement.Tally(p.enumName("outcome", null), p.integer("votesFor"), p.integer("votesAgainst"), p.integer("abstentions"));
    }

    private static Statement.Retraction retraction(Props p) {
        return p.flag("retracted")
                ? new Statement.Retraction(p.str("retractedAt"), p.str("retractedBy"), p.str("retractedReason"), p.str("retractedSource"))
                : null;
    }
}
