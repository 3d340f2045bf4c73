package org.iskra.places;

import org.iskra.reads.Pages;
import org.iskra.reads.RootList;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.store.Graph;
import org.iskra.facts.Place;

/** Lists of places sorted by name. */
public final class PlaceStore {
    private static final RootList FIND_PLACES = RootList.of(PlaceStore.class, "findPlaces");

    private final Graph graph;

    public PlaceStore(Graph graph) {
        this.graph = graph;
    }

    /** {@code kind} is the GraphQL enum name ({@code COUNTRY}) or null for all. */
    public Connection<Place> find(String name, String kind, Page page) {
        return Pages.byNameAndKind(graph, FIND_PLACES, name, kind, page, Place::from);
    }
}
