package org.iskra.research;

import java.util.List;
import org.iskra.facts.Entity;

/**
 * A path between two entities: its entities' ids in order, and the statements between them; {@code entities} holds
 * those entities as read with the path (to prime the batch loader).
 */
public record GraphPath(List<String> nodeIds, List<PathStep> steps, List<Entity> entities) {

    public int length() {
        return steps.size();
    }
}
