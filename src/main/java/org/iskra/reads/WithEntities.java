package org.iskra.reads;

import java.util.Map;
import org.iskra.facts.Entity;

/**
 * A read's value and the entities read in the same round trip (the other ends of its statements and their groupings'
 * organizations, the people and organizations of a page of memberships), by id: the fields beneath the value resolve
 * them without a round trip of their own.
 */
public record WithEntities<T>(T value, Map<String, Entity> entities) {
    public WithEntities {
        entities = Map.copyOf(entities);
    }
}
