package org.iskra.research;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.facts.Entity;
import org.iskra.facts.Statement;
import org.iskra.reads.NodeStore;
import org.iskra.reads.StatementStore;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.Record;

/**
 * The shortest paths between two entities over statements, in either direction. Between two hubs there may be very many
 * equally short paths: the search stops after {@link #CANDIDATES} of them and returns the first in a stable order;
 * below that number the answer is exact and deterministic.
 */
public final class ConnectionStore {
    private static final Cypher CONNECTIONS = Cypher.of(ConnectionStore.class, "connections");
    /** The query for each number of hops (index 1…{@link ResearchWiring#MAX_HOPS}): the bound is part of the text. */
    private static final List<Cypher> BY_HOPS = java.util.stream.IntStream.rangeClosed(0, Bounds.MAX_HOPS)
            .mapToObj(hops -> CONNECTIONS.with("{MAX_HOPS}", Integer.toString(hops)))
            .toList();
    /** The same without the type and date filters, for searches that use neither. */
    private static final List<Cypher> BY_HOPS_UNFILTERED =
            BY_HOPS.stream().map(c -> c.without("FILTERS")).toList();

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
    public List<GraphPath> connections(
            String from, String to, int maxHops, int first, @Nullable List<String> types, AsOf asOf) {
        Map<String, Object> params = new HashMap<>();
        params.put("from", from);
        params.put("to", to);
        params.put("maxHops", maxHops);
        params.put("first", first);
        params.put("candidates", candidates);
        params.put("types", types);
        asOf.addTo(params);
        if (maxHops < 1 || maxHops > Bounds.MAX_HOPS) {
            throw new IllegalArgumentException("maxHops " + maxHops);
        }
        boolean filtered = types != null || params.get("asOfLo") != null;
        return graph.read((filtered ? BY_HOPS : BY_HOPS_UNFILTERED).get(maxHops), params, ConnectionStore::toPath);
    }

    private static GraphPath toPath(Record r) {
        List<String> ids = r.get("ids").asList(v -> v.asString());
        List<Statement> statements = r.get("statements").asList(StatementStore::toStatement);
        List<PathStep> steps = new ArrayList<>();
        for (int i = 0; i < statements.size(); i++) {
            steps.add(new PathStep(statements.get(i), ids.get(i), ids.get(i + 1)));
        }
        List<Entity> entities = r.get("nodes").asList(v -> NodeStore.toEntity(v.asNode()));
        return new GraphPath(
                ids, steps, entities.stream().filter(java.util.Objects::nonNull).toList());
    }
}
