package org.iskra.places;

import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.facts.Place;
import org.iskra.reads.Pages;
import org.iskra.reads.RootList;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;

/** Lists of places sorted by name. */
public final class PlaceStore {
    /** The root list: its filter, label, item and order (the order keys end with a unique one). */
    public static final RootList.Spec LIST =
            RootList.spec(PlaceStore.class, "placesFilter", "Place", "p", "name", "id");

    private static final RootList FIND_PLACES = RootList.of(LIST);

    private final Graph graph;

    public PlaceStore(Graph graph) {
        this.graph = graph;
    }

    /** {@code kind} is the GraphQL enum name ({@code COUNTRY}) or null for all. */
    public Connection<Place> find(@Nullable String name, @Nullable String kind, Page page) {
        return Pages.byNameAndKind(graph, FIND_PLACES, name, kind, page, Place::from);
    }
}
