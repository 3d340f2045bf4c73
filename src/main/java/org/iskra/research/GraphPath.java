package org.iskra.research;

import java.util.List;

/** A path between two entities: its entities in order, and the statements between them. */
public record GraphPath(List<String> nodeIds, List<PathStep> steps) {

    public int length() {
        return steps.size();
    }
}
