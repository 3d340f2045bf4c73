package org.iskra.congresses;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.facts.Props;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;

/** Congresses and conferences in chronological order. */
public final class CongressStore {
    private static final Cypher FIND_CONGRESSES = Cypher.of(CongressStore.class, "findCongresses");

    private final Graph graph;

    public CongressStore(Graph graph) {
        this.graph = graph;
    }

    /** {@code kind} is {@code CONGRESS}, {@code CONFERENCE} or null for both. */
    public List<Congress> find(String kind) {
        Map<String, Object> params = new HashMap<>();
        params.put("kind", kind == null ? null : kind.toLowerCase(java.util.Locale.ROOT));
        return graph.read(FIND_CONGRESSES, params, r -> Congress.from(new Props(r.get("c").asNode().asMap())));
    }
}
