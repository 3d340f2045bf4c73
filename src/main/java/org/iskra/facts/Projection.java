package org.iskra.facts;

import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.iskra.store.Cypher;

/**
 * Which stored properties a read returns for each kind of entity: the fields a request selects,
 * rather than every property of the node (derived dates, folded names, provenance). A kind it does
 * not name is returned whole. Keys come only from the data format's catalogue ({@link Fields}),
 * so the Cypher written from a projection is drawn from a closed list, never from input.
 */
public final class Projection {
    /** Every kind whole: what a read returns without a projection. */
    public static final Projection WHOLE = new Projection(Map.of());

    /** Where a statement returns an entity bound to {@code x}; {@link #appliedTo} fills it. */
    public static final String PLACEHOLDER = "{ENTITY_PROJECTION}";

    private final Map<EntityKind, SortedSet<String>> keys;
    private final String cypher;

    private Projection(Map<EntityKind, SortedSet<String>> keys) {
        this.keys = keys;
        this.cypher = cypherOfX(keys);
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

    /**
     * A Cypher expression of the entity node bound to {@code x}: a map of its kind's projected
     * properties and its {@code labels} (which {@link NodeStore#toEntity(Map)} reads its kind from),
     * or the node itself for a kind returned whole. It fills a statement's {@code {ENTITY_PROJECTION}}.
     */
    public String cypher() {
        return cypher;
    }

    /** The statement with its {@link #PLACEHOLDER} filled by this projection (its name unchanged). */
    public Cypher appliedTo(Cypher statement) {
        return new Cypher(statement.name(), statement.text().replace(PLACEHOLDER, cypher));
    }

    private static String cypherOfX(Map<EntityKind, SortedSet<String>> keys) {
        if (keys.isEmpty()) {
            return "x";
        }
        String branches = keys.entrySet().stream()
                .map(e -> "WHEN x:" + e.getKey().label() + " THEN x {"
                        + e.getValue().stream().map(k -> "." + k).collect(Collectors.joining(", ")) + ", labels: labels(x)}")
                .collect(Collectors.joining(" "));
        return "CASE " + branches + " ELSE x END";
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
