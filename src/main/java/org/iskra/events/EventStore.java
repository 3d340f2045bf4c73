package org.iskra.events;

import java.util.HashMap;
import java.util.Map;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.facts.Event;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Props;
import org.iskra.reads.Pages;
import org.iskra.reads.RootList;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;

/** Lists of events in chronological order. */
public final class EventStore {
    /** The root list: its filter, label, item and order (the order keys end with a unique one). */
    public static final RootList.Spec LIST =
            RootList.spec(EventStore.class, "eventsFilter", "Event", "e", "dateLo", "id");

    private static final RootList FIND_EVENTS = RootList.of(LIST);

    private final Graph graph;

    public EventStore(Graph graph) {
        this.graph = graph;
    }

    /**
     * Events of a kind ({@code WALK_OUT}, the GraphQL enum name, or null for all) whose date may overlap [from, to]
     * (either end open).
     */
    public Connection<Event> find(
            @Nullable String kind, @Nullable PartialDate from, @Nullable PartialDate to, Page page) {
        Map<String, Object> params = new HashMap<>();
        params.put("kind", Props.dataValue(kind));
        params.put("fromLo", from == null ? null : from.lo());
        params.put("toHi", to == null ? null : to.hi());
        return Pages.readNodes(graph, FIND_EVENTS, params, page, Event::from);
    }
}
