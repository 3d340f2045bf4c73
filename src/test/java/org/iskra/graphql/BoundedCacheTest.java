package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BoundedCacheTest {

    @Test
    void startsOverWhenFull() {
        BoundedCache<Integer, String> cache = new BoundedCache<>(3);
        for (int i = 0; i < 3; i++) {
            cache.put(i, "v" + i);
        }
        assertEquals(3, cache.size());
        cache.put(3, "v3");
        assertEquals(1, cache.size());
        assertNull(cache.get(0));
        assertEquals("v3", cache.computeIfAbsent(3, () -> "other"));
        assertEquals("v4", cache.computeIfAbsent(4, () -> "v4"));
    }

    @Test
    void keysHoldAtMostSixteenShortScalarsOfVariables() {
        Map<String, Object> some = new HashMap<>(Map.of(
                "id",
                "lenin",
                "first",
                20,
                "on",
                true,
                "of",
                List.of("bolsheviks", "mensheviks"),
                "where",
                Map.of("since", "1903")));
        some.put("none", null);
        assertTrue(BoundedCache.keyable(some));
        assertTrue(BoundedCache.keyable(Map.of("ids", Collections.nCopies(16, "x"))));
        assertFalse(BoundedCache.keyable(Map.of("ids", Collections.nCopies(17, "x"))), "17 scalars in a list");
        assertFalse(
                BoundedCache.keyable(Map.of("ids", Collections.nCopies(9, "x"), "more", Collections.nCopies(8, "y"))),
                "17 in all");
        assertFalse(BoundedCache.keyable(Map.of("text", "x".repeat(257))));
        assertFalse(BoundedCache.keyable(Map.of("deep", List.of(List.of("x")))), "a list in a list");
    }
}
