package org.iskra.graphql;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * The fields of entity types that list the entity's statements and are read ahead with the entity
 * ({@link Fetch#nodeWithLists}): how each names its list and, for some, the field of its items that leads to the entity
 * at each statement's other end, whose own list fields are then read in the same statement ({@code person(id) {
 * congresses { congress { delegates } } }}: one round trip). Each feature registers its types' fields when it is wired.
 */
final class ListFields {
    /** The item field that leads to a statement's other end, and that end's GraphQL type. */
    record OtherEnd(String field, String type) {}

    /** The list fields of one type by name, and the other-end field of those whose items' lists are read ahead. */
    record OfType(Map<String, ListField.Key> keys, Map<String, OtherEnd> otherEnds) {

        ListField.@Nullable Key key(String field) {
            return keys.get(field);
        }

        /** The key of a list field this type registered. */
        ListField.Key registered(String field) {
            return Objects.requireNonNull(keys.get(field), () -> "no list field " + field + " is registered");
        }
    }

    private static final OfType NONE = new OfType(Map.of(), Map.of());
    private final Map<String, OfType> byType = new ConcurrentHashMap<>();

    /** Registers the list fields of {@code type}; returns them. */
    OfType register(String type, Map<String, ListField.Key> keys, Map<String, OtherEnd> otherEnds) {
        OfType fields = new OfType(Map.copyOf(keys), Map.copyOf(otherEnds));
        byType.put(type, fields);
        return fields;
    }

    /** The list fields of {@code type}; none when it registered none. */
    OfType of(String type) {
        return byType.getOrDefault(type, NONE);
    }
}
