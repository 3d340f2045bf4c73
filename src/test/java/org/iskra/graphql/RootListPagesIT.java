package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.TreeSet;
import org.iskra.core.Page;
import org.iskra.testing.ShippedDataServer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A root list asked without {@code totalCount} reads its page without counting the list (one item more tells whether a
 * next page exists): every page it gives, and its pageInfo, are those of the same list asked with {@code totalCount},
 * at the start, in the middle, at the end and past the end.
 */
class RootListPagesIT extends ShippedDataServer {
    private static final String PAGE = "nodes { id } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }";

    @ParameterizedTest
    @ValueSource(strings = {"organizations", "people", "places", "publications", "events", "congresses"})
    void aPageWithoutTotalCountIsThePageWithIt(String list) {
        int total = data("{ " + list + "(first: 0) { totalCount } }")
                .get(list)
                .get("totalCount")
                .asInt();
        assertTrue(total >= 3, list + " has too few items in the shipped data to page through: " + total);
        for (int offset : new TreeSet<>(List.of(0, 1, total / 2, total - 3, total - 2, total - 1, total, total + 1))) {
            for (int first : List.of(0, 1, 2, 3)) {
                String arguments =
                        "first: " + first + (offset == 0 ? "" : ", after: \"" + Page.cursor(offset - 1) + "\"");
                JsonNode counted = data("{ " + list + "(" + arguments + ") { totalCount " + PAGE + " } }")
                        .get(list);
                JsonNode uncounted = data("{ " + list + "(" + arguments + ") { " + PAGE + " } }")
                        .get(list);
                String where = list + "(" + arguments + ") of " + total;
                assertEquals(total, counted.get("totalCount").asInt(), where);
                assertEquals(counted.get("nodes"), uncounted.get("nodes"), where);
                assertEquals(counted.get("pageInfo"), uncounted.get("pageInfo"), where);
                assertEquals(
                        offset + first < total,
                        uncounted.at("/pageInfo/hasNextPage").asBoolean(),
                        where);
            }
        }
    }
}
