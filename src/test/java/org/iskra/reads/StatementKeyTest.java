package org.iskra.reads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.iskra.facts.StatementType;
import org.junit.jupiter.api.Test;

/** The loaders' keys: their hashes are cheap, and still tell apart every list equality tells apart. */
class StatementKeyTest {
    private static final StatementFilter ATTENDED = StatementFilter.outgoing(StatementType.ATTENDED);

    private static StatementKey key(
            String entity, StatementFilter filter, Integer first, String after, StatementProjection properties) {
        return new StatementKey(entity, filter, first, after, false, true, properties);
    }

    @Test
    void equalKeysBuiltApartHaveEqualHashes() {
        StatementKey a = key("lenin", ATTENDED, 20, null, StatementProjection.of(Set.of("start", "grouping")));
        StatementKey b = key(
                "lenin",
                StatementFilter.outgoing(StatementType.ATTENDED),
                20,
                null,
                StatementProjection.of(new TreeSet<>(List.of("grouping", "start"))));
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertEquals(a.properties().hashCode(), b.properties().hashCode());
    }

    @Test
    void keysThatShareAHashAreStillDifferentEntriesOfAMap() {
        StatementKey firstTwenty = key("lenin", ATTENDED, 20, null, StatementProjection.WHOLE);
        List<StatementKey> others = List.of(
                key("lenin", ATTENDED, 5, null, StatementProjection.WHOLE),
                key("lenin", ATTENDED, 20, "s-1", StatementProjection.WHOLE),
                key("lenin", ATTENDED, 20, null, StatementProjection.of(Set.of("start"))),
                firstTwenty.withoutGrouping(),
                key("lenin", ATTENDED.towards(List.of("congress-2")), 20, null, StatementProjection.WHOLE));
        Map<StatementKey, String> map = new HashMap<>();
        map.put(firstTwenty, "first twenty");
        for (StatementKey other : others) {
            assertEquals(firstTwenty.hashCode(), other.hashCode(), "the hash is the entity's and the types' only");
            assertNotEquals(firstTwenty, other);
            assertNull(map.get(other), () -> other + " found the entry of another list");
        }
        assertEquals("first twenty", map.get(key("lenin", ATTENDED, 20, null, StatementProjection.WHOLE)));
    }

    @Test
    void otherEntitiesAndOtherTypesHashApart() {
        StatementKey lenin = key("lenin", ATTENDED, 20, null, StatementProjection.WHOLE);
        assertNotEquals(lenin.hashCode(), lenin.about("martov").hashCode());
        assertNotEquals(
                lenin.hashCode(),
                key("lenin", StatementFilter.outgoing(StatementType.MEMBER_OF), 20, null, StatementProjection.WHOLE)
                        .hashCode());
        assertEquals(
                key(null, ATTENDED, 20, null, StatementProjection.WHOLE),
                key(null, ATTENDED, 20, null, StatementProjection.WHOLE),
                "a nested list's key has no entity yet");
    }
}
