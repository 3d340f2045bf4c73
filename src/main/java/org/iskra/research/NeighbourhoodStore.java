package org.iskra.research;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iskra.facts.Statement;
import org.iskra.reads.StatementStore;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.TransactionContext;

/**
 * The entities within a few statements of one entity, ring by ring (nearest first, and within a ring the best connected
 * first), and every statement among them: one query per ring and one for the statements, all in one read transaction.
 */
public final class NeighbourhoodStore {
    private static final Cypher NEIGHBOURS = Cypher.of(NeighbourhoodStore.class, "neighbours");
    private static final Cypher STATEMENTS_AMONG = Cypher.of(NeighbourhoodStore.class, "statementsAmong");

    private final Graph graph;

    public NeighbourhoodStore(Graph graph) {
        this.graph = graph;
    }

    /** At most {@code first} entities (the centre included) within {@code depth} statements of {@code id}. */
    public Subgraph around(String id, int depth, int first, @Nullable List<String> types, AsOf asOf) {
        Map<String, Object> filter = new HashMap<>();
        filter.put("types", types);
        asOf.addTo(filter);
        return graph.inRead(tx -> {
            Set<String> kept = new LinkedHashSet<>(List.of(id));
            List<String> frontier = List.of(id);
            boolean truncated = false;
            for (int ring = 1; ring <= depth && !frontier.isEmpty() && !truncated; ring++) {
                List<String> next = neighbours(tx, frontier, kept, filter);
                List<String> room = next.subList(0, Math.min(next.size(), first - kept.size()));
                truncated = room.size() < next.size();
                kept.addAll(room);
                frontier = room;
            }
            return new Subgraph(List.copyOf(kept), statementsAmong(tx, kept, filter), truncated);
        });
    }

    /** Entities one statement away from {@code frontier} and not yet kept, best connected first. */
    private List<String> neighbours(
            TransactionContext tx, List<String> frontier, Set<String> kept, Map<String, Object> filter) {
        Map<String, Object> params = new HashMap<>(filter);
        params.put("ids", frontier);
        params.put("exclude", List.copyOf(kept));
        return tx.run(NEIGHBOURS.text(), params).list(r -> r.get("id").asString());
    }

    private List<Statement> statementsAmong(TransactionContext tx, Set<String> ids, Map<String, Object> filter) {
        Map<String, Object> params = new HashMap<>(filter);
        params.put("ids", List.copyOf(ids));
        return new ArrayList<>(
                tx.run(STATEMENTS_AMONG.text(), params).list(r -> StatementStore.toStatement(r.get("statement"))));
    }
}
