package org.iskra.places;

import java.util.HashMap;
import java.util.Map;
import org.iskra.facts.Pages;
import org.iskra.facts.Props;
import org.iskra.facts.Text;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.iskra.facts.Place;

/** Lists of places sorted by name. */
public final class PlaceStore {
    private static final Cypher FIND_PLACES = Cypher.of(PlaceStore.class, "findPlaces");

    private final Graph graph;

    public PlaceStore(Graph graph) {
        this.graph = graph;
    }

    /** {@code kind} is the GraphQL enum name ({@code COUNTRY}) or null for all. */
    public Connection<Place> find(String name, String kind, Page page) {
        Map<String, Object> params = new HashMap<>();
        params.put("name", Text.fold(name));
        params.put("kind", Props.dataValue(kind));
        return Pages.readNodes(graph, FIND_PLACES, params, page, Place::from);
    }
}
