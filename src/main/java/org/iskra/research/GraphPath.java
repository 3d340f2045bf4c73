package org.iskra.research;

import java.util.List;
import org.iskra.facts.Entity;
import org.jspecify.annotations.Nullable;

/**
 * A path between two entities: its entities' ids in order, and the statements between them; {@code entities} holds
 * those entities as read with the path (handed down to the fields beneath it). {@code contemporary}: whether it could
 * have been walked at one time (between two people on it, the statements leading through other entities may all have
 * held on one day), worked out by the search's own condition ({@link ConnectionStore}); null when the search was not
 * asked for it.
 */
public record GraphPath(
        List<String> nodeIds,
        List<PathStep> steps,
        List<Entity> entities,
        @Nullable Boolean contemporary) {

    public int length() {
        return steps.size();
    }
}
