package org.iskra.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A page read without counting its list: the item past the page tells hasNextPage, and no total is ever made up. */
class ConnectionTest {

    @Test
    void theItemPastThePageMeansANextPageAndIsNotShown() {
        Connection<String> page = Connection.uncounted(List.of("c", "d", "e"), new Page(2, 2).withoutCount());
        assertEquals(List.of("c", "d"), page.nodes());
        assertTrue(page.pageInfo().hasNextPage());
        assertTrue(page.pageInfo().hasPreviousPage());
        assertEquals(Page.cursor(2), page.pageInfo().startCursor());
        assertEquals(Page.cursor(3), page.pageInfo().endCursor());
    }

    @Test
    void noItemPastThePageMeansTheLastPage() {
        Connection<String> full = Connection.uncounted(List.of("a", "b"), new Page(0, 2).withoutCount());
        assertEquals(List.of("a", "b"), full.nodes());
        assertFalse(full.pageInfo().hasNextPage());
        Connection<String> empty = Connection.uncounted(List.of(), new Page(0, 0).withoutCount());
        assertFalse(empty.pageInfo().hasNextPage());
        Connection<String> none = Connection.uncounted(List.of("a"), new Page(0, 0).withoutCount());
        assertEquals(List.of(), none.nodes());
        assertTrue(none.pageInfo().hasNextPage(), "first: 0 over a list that has items");
    }

    @Test
    void anUncountedPageHasNoTotalCount() {
        Connection<String> page = Connection.uncounted(List.of("a"), new Page(0, 5).withoutCount());
        assertThrows(IllegalStateException.class, page::totalCount);
        assertEquals(7, Connection.of(List.of("a"), 7, new Page(0, 5)).totalCount());
    }
}
