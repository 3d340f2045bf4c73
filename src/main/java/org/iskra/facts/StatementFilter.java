package org.iskra.facts;

import java.util.List;

/**
 * Which statements of an entity to load: their types (null for all), their direction relative to
 * the entity, whether retracted ones count, the entities at their other end (null for any) and
 * their grouping (null for any).
 */
public record StatementFilter(List<String> types, Direction direction, boolean includeRetracted, List<String> others, String grouping) {

    /** Direction of a statement relative to the entity it is loaded for. */
    public enum Direction { OUT, IN, BOTH }

    public StatementFilter(List<String> types, Direction direction, boolean includeRetracted) {
        this(types, direction, includeRetracted, null, null);
    }

    public static StatementFilter outgoing(String... types) {
        return new StatementFilter(List.of(types), Direction.OUT, false);
    }

    public static StatementFilter incoming(String... types) {
        return new StatementFilter(List.of(types), Direction.IN, false);
    }

    /** The same filter keeping only statements whose other end is one of {@code ids} (null: any). */
    public StatementFilter towards(List<String> ids) {
        return new StatementFilter(types, direction, includeRetracted, ids == null ? null : List.copyOf(ids), grouping);
    }

    /** The same filter keeping only statements of this grouping (null: any). */
    public StatementFilter inGrouping(String value) {
        return new StatementFilter(types, direction, includeRetracted, others, value);
    }
}
