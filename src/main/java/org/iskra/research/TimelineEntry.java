package org.iskra.research;

import java.util.List;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Statement;
import org.jspecify.annotations.Nullable;

/**
 * One dated fact on a timeline: the date of an entity (a birth, a founding, a congress opening) or of a statement (a
 * membership beginning, an arrest), with what it is about and its sources. {@code objectId} is the other end of a
 * statement, null for an entity's own date.
 */
public record TimelineEntry(
        PartialDate date,
        String kind,
        String label,
        String subjectId,
        @Nullable String objectId,
        @Nullable Statement statement,
        List<String> sourceIds) {

    public String precision() {
        return date.precision().name();
    }
}
