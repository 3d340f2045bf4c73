package org.iskra.publications;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.facts.DateRange;
import org.iskra.facts.Props;
import org.iskra.facts.Publication;
import org.iskra.facts.Text;
import org.iskra.reads.Pages;
import org.iskra.reads.RootList;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;

/** Lists of publications, filtered by name, kind, author and date, in chronological order. */
public final class PublicationStore {
    /** The root list: its filter, label, item and order (the order keys end with a unique one). */
    public static final RootList.Spec LIST =
            RootList.spec(PublicationStore.class, "publicationsFilter", "Publication", "b", "whenLo", "name", "id");

    private static final RootList FIND_PUBLICATIONS = RootList.of(LIST);

    private final Graph graph;

    public PublicationStore(Graph graph) {
        this.graph = graph;
    }

    public Connection<Publication> find(
            @Nullable String name,
            @Nullable String kind,
            @Nullable List<String> authoredBy,
            DateRange published,
            Page page) {
        Map<String, Object> params = new HashMap<>(published.params());
        params.put("name", Text.fold(name));
        params.put("kind", Props.dataValue(kind));
        params.put("authoredBy", authoredBy);
        return Pages.readNodes(graph, FIND_PUBLICATIONS, params, page, Publication::from);
    }
}
