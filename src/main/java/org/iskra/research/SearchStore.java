package org.iskra.research;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.reads.NodeStore;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;

/** Full-text search over names, aliases and descriptions, best match first. */
public final class SearchStore {
    private static final Cypher SEARCH = Cypher.of(SearchStore.class, "search");
    /** An entity whose whole name or alias equals the query counts this many times its text score. */
    public static final double EXACT_NAME_BOOST = 3.0;

    private final Graph graph;

    public SearchStore(Graph graph) {
        this.graph = graph;
    }

    /** {@code types} are GraphQL type names ({@code Person}), null for all. */
    public List<SearchHit> search(SearchQuery query, @Nullable List<String> types, int first) {
        Map<String, Object> params = new HashMap<>();
        params.put("query", query.lucene());
        params.put("exact", query.folded());
        params.put("exactBoost", EXACT_NAME_BOOST);
        params.put("types", types);
        params.put("first", first);
        return graph.read(
                SEARCH,
                params,
                r -> new SearchHit(
                        r.get("score").asDouble(),
                        r.get("id").asString(),
                        r.get("type").asString(),
                        NodeStore.toEntity(r.get("node").asNode())));
    }
}
