package org.iskra.facts;

import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Which stored properties a read returns for each kind of entity: the fields a request selects,
 * rather than every property of the node (derived dates, folded names, provenance). A kind it does
 * not name is returned whole. Keys come only from the data format's catalogue ({@link Fields}),
 * so the Cypher written from a projection is drawn from a closed list, never from input.
 */
public final class Projection {
    /** Every kind whole: what a read returns without a projection. */
    public static final Projection WHOLE = new Projection(Map.of());

    private final Map<EntityKind, SortedSet<String>> keys;
    private final String cypher;

    private Projection(Map<EntityKind, SortedSet<String>> keys) {
        this.keys = keys;
        this.cypher = cypher("x");
    }

    /**
     * A projection returning, for each kind named, its {@code id} and those of {@code keys} that
     * are fields of the kind ({@link Fields#keys()}); other keys are dropped.
     */
    public static Projection of(Map<EntityKind, ? extends Set<String>> keys) {
        Map<EntityKind, SortedSet<String>> kept = new EnumMap<>(EntityKind.class);
        keys.forEach((kind, wanted) -> {
            SortedSet<String> own = new TreeSet<>(wanted);
            own.retainAll(Fields.of(kind).keys());
            own.add(Field.ID.key());
            kept.put(kind, own);
        });
        return kept.isEmpty() ? WHOLE : new Projection(kept);
    }

    /** The properties returned for {@code kind}, or empty when it is returned whole. */
    public Set<String> keysOf(EntityKind kind) {
        return keys.getOrDefault(kind, new TreeSet<>());
    }

    /**
     * A Cypher expression of the entity node bound to {@code x}: a map of its kind's projected
     * properties and its {@code labels} (which {@link NodeStore#toEntity(Map)} reads its kind from),
     * or the node itself for a kind returned whole. It fills a statement's {@code {ENTITY_PROJECTION}}.
     */
    public String cypher() {
        return cypher;
    }

    private String cypher(String node) {
        if (keys.isEmpty()) {
            return node;
        }
        String branches = keys.entrySet().stream()
                .map(e -> "WHEN " + node + ":" + e.getKey().label() + " THEN " + node + " {"
                        + e.getValue().stream().map(k -> "." + k).collect(Collectors.joining(", ")) + ", labels: labels(" + node + ")}")
                .collect(Collectors.joining(" "));
        return "CASE " + branches + " ELSE " + node + " END";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Projection p && p.keys.equals(keys);
    }

    @Override
    public int hashCode() {
        return keys.hashCode();
    }

    @Override
    public String toString() {
        return keys.isEmpty() ? "whole" : keys.toString();
    }
}
