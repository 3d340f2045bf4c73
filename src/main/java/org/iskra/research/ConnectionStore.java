package org.iskra.research;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementStore;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.neo4j.driver.Record;

/**
 * The shortest paths between two entities over statements, in either direction. Between two hubs
 * there may be very many equally short paths: the search stops after {@link #CANDIDATES} of them and
 * returns the first in a stable order; below that number the answer is exact and deterministic.
 */
public final class ConnectionStore {
    private static final Cypher CONNECTIONS = Cypher.of(ConnectionStore.class, "connections");
    static final int CANDIDATES = 1000;

    private final Graph graph;
    private final int candidates;

    public ConnectionStore(Graph graph) {
        this(graph, CANDIDATES);
    }

    /** A store that considers up to {@code candidates} shortest paths (tests raise it to provoke a runaway search). */
    ConnectionStore(Graph graph, int candidates) {
        this.graph = graph;
        this.candidates = candidates;
    }

    /** All shortest paths of at most {@code maxHops} statements, in a stable order, the first {@code first}. */
    public List<GraphPath> connections(String from, String to, int maxHops, int first, List<String> types, AsOf asOf) {
        Map<String, Object> params = new HashMap<>();
        params.put("from", from);
        params.put("to", to);
        params.put("maxHops", maxHops);
        params.put("first", first);
        params.put("candidates", candidates);
        params.put("types", types);
        asOf.addTo(params);
        return graph.read(CONNECTIONS, params, ConnectionStore::toPath);
    }

    private static GraphPath toPath(Record r) {
        List<String> ids = r.get("ids").asList(v -> v.asString());
        List<Statement> statements = r.get("statements").asList(StatementStore::toStatement);
        List<PathStep> steps = new ArrayList<>();
        for (int i = 0; i < statements.size(); i++) {
            steps.add(new PathStep(statements.get(i), ids.get(i), ids.get(i + 1)));
        }
        return new GraphPath(ids, steps);
    }
}
