package org.iskra.research;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iskra.facts.Fields;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;

/** Reads the graph, or the neighbourhood of one entity, for the research exports. */
public final class ExportStore {
    private static final Cypher EXPORT_NODES = Cypher.of(ExportStore.class, "exportNodes");
    private static final Cypher EXPORT_EDGES = Cypher.of(ExportStore.class, "exportEdges");

    private final Graph graph;
    private final NeighbourhoodStore neighbourhoods;

    public ExportStore(Graph graph) {
        this.graph = graph;
        this.neighbourhoods = new NeighbourhoodStore(graph);
    }

    /** Every entity but the sources, and every statement that is not retracted. */
    public ExportGraph whole() {
        return among(null);
    }

    /**
     * The entities within {@code depth} statements of {@code id} (at most {@code first}) and the statements among them.
     */
    public ExportGraph neighbourhood(String id, int depth, int first) {
        return among(
                neighbourhoods.around(id, depth, first, null, new AsOf(null)).nodeIds());
    }

    private ExportGraph among(@Nullable List<String> ids) {
        Map<String, Object> params = new HashMap<>();
        params.put("ids", ids);
        List<ExportGraph.Node> nodes = graph.read(
                EXPORT_NODES,
                params,
                r -> new ExportGraph.Node(
                        r.get("id").asString(),
                        r.get("type").asString(),
                        authored(r.get("props").asMap())));
        List<ExportGraph.Edge> edges = graph.read(
                EXPORT_EDGES,
                params,
                r -> new ExportGraph.Edge(
                        r.get("id").asString(),
                        r.get("type").asString(),
                        r.get("from").asString(),
                        r.get("to").asString(),
                        authored(r.get("props").asMap())));
        return new ExportGraph(nodes, edges);
    }

    /** The fields as a data author wrote them, by name: without date bounds, search text and import bookkeeping. */
    private static Map<String, Object> authored(Map<String, Object> stored) {
        Map<String, Object> fields = new TreeMap<>(stored);
        fields.keySet().removeIf(k -> Fields.isDerived(k) || k.equals("batch") || k.startsWith("retracted"));
        return fields;
    }
}
