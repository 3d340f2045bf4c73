package org.iskra.reads;

import java.util.Map;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;

/** Counts of what the graph holds. */
public final class StatsStore {
    private static final Cypher STATS = Cypher.of(StatsStore.class, "stats");

    private final Graph graph;

    public StatsStore(Graph graph) {
        this.graph = graph;
    }

    /** Entity counts by type, and the number of statements. */
    public record Stats(
            int people,
            int organizations,
            int publications,
            int congresses,
            int splits,
            int events,
            int places,
            int motions,
            int sources,
            int statements) {}

    public Stats stats() {
        return graph.readSingle(
                STATS,
                Map.of(),
                r -> new Stats(
                        r.get("people").asInt(),
                        r.get("organizations").asInt(),
                        r.get("publications").asInt(),
                        r.get("congresses").asInt(),
                        r.get("splits").asInt(),
                        r.get("events").asInt(),
                        r.get("places").asInt(),
                        r.get("motions").asInt(),
                        r.get("sources").asInt(),
                        r.get("statements").asInt()));
    }
}
