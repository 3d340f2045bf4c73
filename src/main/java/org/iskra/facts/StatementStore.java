package org.iskra.facts;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.graphql.Connection;
import org.iskra.graphql.Page;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.neo4j.driver.Value;

/** Loads the statements of many entities at once, in chronological order. */
public final class StatementStore {
    private static final Cypher STATEMENTS_ABOUT = Cypher.of(StatementStore.class, "statementsAbout");
    private static final Cypher STATEMENTS_PAGE = Cypher.of(StatementStore.class, "statementsPage");

    private final Graph graph;

    public StatementStore(Graph graph) {
        this.graph = graph;
    }

    /** For each entity id, its statements that pass the filter (an empty list when none). */
    public Map<String, List<Statement>> about(Collection<String> ids, StatementFilter filter) {
        Map<String, Object> params = new HashMap<>();
        params.put("ids", List.copyOf(ids));
        params.put("types", filter.types());
        params.put("direction", filter.direction().name());
        params.put("includeRetracted", filter.includeRetracted());
        Map<String, List<Statement>> byEntity = new HashMap<>();
        ids.forEach(id -> byEntity.put(id, new ArrayList<>()));
        graph.read(STATEMENTS_ABOUT, params, r -> {
            byEntity.get(r.get("about").asString()).add(toStatement(r.get("statement")));
            return null;
        });
        return byEntity;
    }

    /** One page of all statements, optionally of some types and touching one entity, oldest first. */
    public Connection<Statement> page(List<String> types, String about, boolean includeRetracted, Page page) {
        Map<String, Object> params = new HashMap<>();
        params.put("types", types);
        params.put("about", about);
        params.put("includeRetracted", includeRetracted);
        params.put("skip", page.offset());
        params.put("limit", page.limit());
        return graph.readSingle(STATEMENTS_PAGE, params, r -> Connection.of(
                r.get("page").asList(StatementStore::toStatement), r.get("total").asInt(), page));
    }

    /** Maps a statement map ({@code r {.*, type, from, to}}) to its record. */
    public static Statement toStatement(Value value) {
        Props p = new Props(value.asMap());
        return new Statement(p.str("id"), p.str("type"), p.str("from"), p.str("to"),
                p.date("start"), p.date("end"), p.date("date"),
                p.str("role"), p.str("grouping"), p.str("choice"), p.str("context"), p.str("note"),
                p.enumName("certainty", "ATTESTED"), p.str("quote"), p.strings("sources"),
                p.flag("retracted"), retraction(p), p.str("addedIn"), p.str("changedIn"));
    }

    private static Statement.Retraction retraction(Props p) {
        return p.flag("retracted")
                ? new Statement.Retraction(p.str("retractedAt"), p.str("retractedBy"), p.str("retractedReason"), p.str("retractedSource"))
                : null;
    }
}
