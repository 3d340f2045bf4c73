package org.iskra.research;

import org.iskra.store.Graph;

/** The stores of the research tools, over one graph. */
public record ResearchStores(
        SearchStore search,
        ConnectionStore connections,
        NeighbourhoodStore neighbourhoods,
        TimelineStore timeline,
        NetworkStore networks) {

    public static ResearchStores over(Graph graph) {
        return new ResearchStores(
                new SearchStore(graph),
                new ConnectionStore(graph),
                new NeighbourhoodStore(graph),
                new TimelineStore(graph),
                new NetworkStore(graph));
    }
}
