package org.iskra.core;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A Relay-style page of items: {@code totalCount}, {@code nodes}, {@code edges}, {@code pageInfo}. A page read without
 * counting its list ({@link #uncounted}) has no total: asking for it is a bug (the request did not select
 * {@code totalCount}), answered by an error, never by a guess.
 */
public record Connection<T>(OptionalInt total, List<Edge<T>> edges, PageInfo pageInfo) {

    /** An item with its cursor. */
    public record Edge<T>(String cursor, T node) {}

    /** Where this page stands in the whole list. */
    public record PageInfo(
            boolean hasNextPage,
            boolean hasPreviousPage,
            @Nullable String startCursor,
            @Nullable String endCursor) {}

    /** How many items the whole list holds. */
    public int totalCount() {
        return total.orElseThrow(() -> new IllegalStateException("This page was read without counting its list"));
    }

    public List<T> nodes() {
        return edges.stream().map(Edge::node).toList();
    }

    /** Builds the page holding {@code items}, which start at {@code page.offset()} in a list of {@code total}. */
    public static <T> Connection<T> of(List<T> items, int total, Page page) {
        return of(items, OptionalInt.of(total), page.offset() + items.size() < total, page);
    }

    /**
     * Builds the page from the items read from {@code page.offset()} on, up to one more than the page holds: that one,
     * if read, only tells that a next page exists.
     */
    public static <T> Connection<T> uncounted(List<T> itemsAndOneMore, Page page) {
        boolean hasNext = itemsAndOneMore.size() > page.limit();
        List<T> items = hasNext ? itemsAndOneMore.subList(0, page.limit()) : itemsAndOneMore;
        return of(items, OptionalInt.empty(), hasNext, page);
    }

    /**
     * An uncounted page whose cursors come from its items (a key that stays valid while the list grows, such as a
     * sequence number) rather than from their positions; {@code endWhenEmpty} is the end cursor of an empty page (where
     * the next request should start).
     */
    public static <T> Connection<T> keyed(
            List<T> items,
            Function<T, String> cursor,
            boolean hasNext,
            boolean hasPrevious,
            @Nullable String endWhenEmpty) {
        List<Edge<T>> edges =
                items.stream().map(item -> new Edge<>(cursor.apply(item), item)).toList();
        @Nullable String start = edges.isEmpty() ? null : edges.getFirst().cursor();
        @Nullable String end = edges.isEmpty() ? endWhenEmpty : edges.getLast().cursor();
        return new Connection<>(OptionalInt.empty(), edges, new PageInfo(hasNext, hasPrevious, start, end));
    }

    private static <T> Connection<T> of(List<T> items, OptionalInt total, boolean hasNext, Page page) {
        List<Edge<T>> edges = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            edges.add(new Edge<>(Page.cursor(page.offset() + i), items.get(i)));
        }
        @Nullable String start = edges.isEmpty() ? null : edges.getFirst().cursor();
        @Nullable String end = edges.isEmpty() ? null : edges.getLast().cursor();
        return new Connection<>(total, edges, new PageInfo(hasNext, page.offset() > 0, start, end));
    }
}
