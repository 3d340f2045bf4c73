package org.iskra.reads;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.iskra.facts.StatementType;
import org.jspecify.annotations.Nullable;

/**
 * Which statements of an entity to load: their types (null for all), their direction relative to the entity, whether
 * retracted ones count, the entities at their other end (null for any) and the values some of their properties must
 * have ({@code grouping}, {@code role}, {@code choice}: names from a closed list in Java, never from input).
 */
public record StatementFilter(
        @Nullable List<String> types,
        Direction direction,
        boolean includeRetracted,
        @Nullable List<String> others,
        Map<String, String> where) {

    /** The properties a filter may test. */
    private static final Set<String> TESTABLE = Set.of("grouping", "role", "choice");

    /** Direction of a statement relative to the entity it is loaded for. */
    public enum Direction {
        OUT,
        IN,
        BOTH
    }

    public StatementFilter(@Nullable List<String> types, Direction direction, boolean includeRetracted) {
        this(types, direction, includeRetracted, null, Map.of());
    }

    /** Statements of these types in one direction, retracted ones included or not. */
    public static StatementFilter of(Direction direction, boolean includeRetracted, StatementType... types) {
        return new StatementFilter(StatementType.namesOf(types), direction, includeRetracted);
    }

    public static StatementFilter outgoing(StatementType... types) {
        return of(Direction.OUT, false, types);
    }

    public static StatementFilter incoming(StatementType... types) {
        return of(Direction.IN, false, types);
    }

    /** The same filter keeping only statements whose other end is one of {@code ids} (null: any). */
    public StatementFilter towards(@Nullable List<String> ids) {
        return new StatementFilter(types, direction, includeRetracted, ids == null ? null : List.copyOf(ids), where);
    }

    /** The same filter keeping only statements whose {@code property} is {@code value} (null: any). */
    public StatementFilter having(String property, @Nullable String value) {
        if (!TESTABLE.contains(property)) {
            throw new IllegalArgumentException("not a testable statement property: " + property);
        }
        if (value == null) {
            return this;
        }
        Map<String, String> more = new TreeMap<>(where);
        more.put(property, value);
        return new StatementFilter(types, direction, includeRetracted, others, Map.copyOf(more));
    }
}
