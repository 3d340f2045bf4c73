package org.iskra.places;

import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Statement;
import org.jspecify.annotations.Nullable;

/** Which of a place's dated {@code PART_OF} statements hold at a date. */
public final class Containment {
    private Containment() {}

    /** The statements whose period may include {@code asOf} (all when it is null); an open or unknown end lasts. */
    public static List<Statement> at(List<Statement> partOf, @Nullable PartialDate asOf) {
        if (asOf == null) {
            return partOf;
        }
        return partOf.stream().filter(s -> mayInclude(s, asOf)).toList();
    }

    /** The containment to follow at a level: the one holding at {@code asOf}, or without it the latest to end. */
    public static Optional<Statement> current(List<Statement> partOf, @Nullable PartialDate asOf) {
        return at(partOf, asOf).stream()
                .max(Comparator.comparing(Containment::lastDay).thenComparing(Statement::id));
    }

    private static boolean mayInclude(Statement s, PartialDate asOf) {
        LocalDate first = s.start() == null ? LocalDate.MIN : s.start().lo();
        return !first.isAfter(asOf.hi()) && !lastDay(s).isBefore(asOf.lo());
    }

    private static LocalDate lastDay(Statement s) {
        PartialDate end = s.endBy() != null ? s.endBy() : s.end(); // endBy, when given, lies within a coarse end
        return end == null ? LocalDate.MAX : end.hi();
    }
}
