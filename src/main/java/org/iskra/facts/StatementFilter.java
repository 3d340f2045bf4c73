package org.iskra.facts;

import java.util.List;

/**
 * Which statements of an entity to load: their types (null for all), their direction relative to
 * the entity, and whether retracted ones count.
 */
public record StatementFilter(List<String> types, Direction direction, boolean includeRetracted) {

    /** Direction of a statement relative to the entity it is loaded for. */
    public enum Direction { OUT, IN, BOTH }

    public static StatementFilter outgoing(String... types) {
        return new StatementFilter(List.of(types), Direction.OUT, false);
    }

    public static StatementFilter incoming(String... types) {
        return new StatementFilter(List.of(types), Direction.IN, false);
    }
}
