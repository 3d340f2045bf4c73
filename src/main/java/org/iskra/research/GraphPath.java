package org.iskra.research;

import java.util.List;
import org.iskra.facts.Entity;
import org.iskra.facts.Person;
import org.iskra.facts.Statement;
import org.jspecify.annotations.Nullable;

/**
 * A path between two entities: its entities' ids in order, and the statements between them; {@code entities} holds
 * those entities as read with the path (to prime the batch loader).
 */
public record GraphPath(List<String> nodeIds, List<PathStep> steps, List<Entity> entities) {

    public int length() {
        return steps.size();
    }

    /**
     * Whether the path could have been walked at one time: between two people (or an end of the path), the statements
     * that lead through organizations, congresses, publications, places… may all have held at one time ({@link Period}:
     * an undated attendance or motion takes its congress's dates; other undated statements are timeless). At a person
     * the walk may change time: the path is then a chain of acquaintances.
     */
    public boolean contemporary() {
        Period meeting = Period.ALWAYS;
        for (int i = 0; i < steps.size(); i++) {
            if (i > 0 && entity(nodeIds.get(i)) instanceof Person) {
                meeting = Period.ALWAYS;
            }
            PathStep step = steps.get(i);
            Statement s = step.statement();
            meeting = meeting.intersect(Period.of(s, entity(s.fromId()), entity(s.toId())));
            if (meeting.isEmpty()) {
                return false;
            }
        }
        return true;
    }

    private @Nullable Entity entity(String id) {
        for (Entity e : entities) {
            if (e.id().equals(id)) {
                return e;
            }
        }
        return null;
    }
}
