package org.iskra.reads;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.facts.Props;
import org.iskra.facts.Text;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.Record;
import org.neo4j.driver.Value;

/**
 * One page of a list, read by a query that takes {@code $skip} and {@code $limit} and returns {@code total} (how many
 * match) and {@code page} (the items of the page).
 */
public final class Pages {
    private Pages() {}

    /** Runs {@code query} with {@code params} and the page's bounds; {@code item} maps each item. */
    public static <T> Connection<T> read(
            Graph graph, Cypher query, Map<String, Object> params, Page page, Function<Value, T> item) {
        return graph.readSingle(query, bounded(params, page), r -> connection(r, page, item));
    }

    /**
     * A page of a root list of nodes, each mapped from its properties ({@code Person::from}): with the list's count
     * when the page asks for it, else only the page (and one node more, for hasNextPage).
     */
    public static <T> Connection<T> readNodes(
            Graph graph, RootList list, Map<String, Object> params, Page page, Function<Props, T> from) {
        return readNodesWithPerItem(graph, list, params, page, from).page();
    }

    /** A page of a root list and, for each of its items in order, the value of the list's per-item expression. */
    public record WithPerItem<T>(Connection<T> page, List<Value> perItem) {}

    /** As {@link #readNodes}, with the values of a {@link RootList#withPerItem} list's expression. */
    public static <T> WithPerItem<T> readNodesWithPerItem(
            Graph graph, RootList list, Map<String, Object> params, Page page, Function<Props, T> from) {
        Function<Value, T> item = v -> from.apply(new Props(v.asNode().asMap()));
        return graph.readSingle(
                page.counted() ? list.counted() : list.uncounted(),
                bounded(params, page),
                r -> new WithPerItem<>(
                        connection(r, page, item), r.get("perItem").asList(v -> v)));
    }

    /** The page of a record holding {@code page}, and {@code total} when the page is counted (else one item more). */
    private static <T> Connection<T> connection(Record r, Page page, Function<Value, T> item) {
        List<T> items = r.get("page").asList(item::apply);
        return page.counted() ? Connection.of(items, r.get("total").asInt(), page) : Connection.uncounted(items, page);
    }

    private static Map<String, Object> bounded(Map<String, Object> params, Page page) {
        Map<String, Object> all = new HashMap<>(params);
        all.put("skip", page.offset());
        all.put("limit", page.limit());
        return all;
    }

    /**
     * A page of a root list filtered by name (folded, matched as a substring) and kind ({@code kind} the GraphQL enum
     * name, or null for all), as {@code organizations} and {@code places} read it.
     */
    public static <T> Connection<T> byNameAndKind(
            Graph graph,
            RootList query,
            @Nullable String name,
            @Nullable String kind,
            Page page,
            Function<Props, T> from) {
        return readNodes(graph, query, nameAndKind(name, kind), page, from);
    }

    /** The parameters of a list filtered by name and kind (see {@link #byNameAndKind}). */
    public static Map<String, Object> nameAndKind(@Nullable String name, @Nullable String kind) {
        Map<String, Object> params = new HashMap<>();
        params.put("name", Text.fold(name));
        params.put("kind", Props.dataValue(kind));
        return params;
    }
}
