package org.iskra.core;

import java.util.ArrayList;
import java.util.List;

/** A Relay-style page of items: {@code totalCount}, {@code nodes}, {@code edges}, {@code pageInfo}. */
public record Connection<T>(int totalCount, List<Edge<T>> edges, PageInfo pageInfo) {

    /** An item with its cursor. */
    public record Edge<T>(String cursor, T node) {}

    /** Where this page stands in the whole list. */
    public record PageInfo(boolean hasNextPage, boolean hasPreviousPage, String startCursor, String endCursor) {}

    public List<T> nodes() {
        return edges.stream().map(Edge::node).toList();
    }

    /** Builds the page holding {@code items}, which start at {@code page.offset()} in a list of {@code total}. */
    public static <T> Connection<T> of(List<T> items, int total, Page page) {
        List<Edge<T>> edges = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            edges.add(new Edge<>(Page.cursor(page.offset() + i), items.get(i)));
        }
        String start = edges.isEmpty() ? null : edges.getFirst().cursor();
        String end = edges.isEmpty() ? null : edges.getLast().cursor();
        boolean hasNext = page.offset() + items.size() < total;
        return new Connection<>(total, edges, new PageInfo(hasNext, page.offset() > 0, start, end));
    }
}
