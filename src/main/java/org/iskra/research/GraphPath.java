package org.iskra.research;

import java.time.LocalDate;
import java.util.List;
import org.iskra.facts.Entity;
import org.iskra.facts.PartialDate;
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
     * Whether the path could have been walked at one time: at every entity it passes through except a person (an
     * organization, a congress, a publication, a place…), the periods of the two statements that meet there may
     * overlap, as {@code asOf} reads a period (start, else date, to end, else {@code endBy}, else date; an unknown
     * bound is open, an undated statement timeless). At a person the two steps are that person's own and need not
     * overlap: the path is then a chain of acquaintances.
     */
    public boolean contemporary() {
        for (int i = 0; i + 1 < steps.size(); i++) {
            if (!isPerson(nodeIds.get(i + 1))
                    && !mayOverlap(steps.get(i).statement(), steps.get(i + 1).statement())) {
                return false;
            }
        }
        return true;
    }

    private boolean isPerson(String id) {
        return entities.stream().anyMatch(e -> e.id().equals(id) && e instanceof Person);
    }

    private static boolean mayOverlap(Statement a, Statement b) {
        return notAfter(start(a), end(b)) && notAfter(start(b), end(a));
    }

    private static boolean notAfter(@Nullable LocalDate start, @Nullable LocalDate end) {
        return start == null || end == null || !start.isAfter(end);
    }

    private static @Nullable LocalDate start(Statement s) {
        PartialDate start = s.start() != null ? s.start() : s.date();
        return start == null ? null : start.lo();
    }

    private static @Nullable LocalDate end(Statement s) {
        PartialDate end = s.end() != null ? s.end() : s.endBy() != null ? s.endBy() : s.date();
        return end == null ? null : end.hi();
    }
}
