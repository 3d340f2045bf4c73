package org.iskra.facts;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Date filters with the interval semantics of the public contract, turned into query parameters: {@code after: X} means
 * the earliest possible date is after the last day of X; {@code before: X} that the latest possible date is before the
 * first day of X; {@code on: X} that the interval may overlap X. Unknown dates never match.
 */
public record DateRange(
        @Nullable PartialDate after,
        @Nullable PartialDate before,
        @Nullable PartialDate on) {

    public static final DateRange ANY = new DateRange(null, null, null);

    /** Exclusive bounds on an earliest possible date: {@code above < lo < below}. */
    public record Bounds(LocalDate above, LocalDate below) {}

    /** The latest date Neo4j stores: the open end of {@link Bounds}. */
    private static final LocalDate LAST = LocalDate.of(999_999_999, 12, 31);

    /**
     * The bounds these filters imply on the earliest possible date ({@code lo}) of a matching interval, so a range
     * index on it can find the candidates; empty when there are none. They only narrow: every filter is still checked
     * as it is. Only {@code joinedAfter} implies them: {@code activeOn} and {@code joinedBefore} also match a term
     * whose start no source dates but which ran by a date ({@code startBy}), and such a term has no start in the index.
     */
    public Optional<Bounds> startBounds() {
        if (after == null) {
            return Optional.empty();
        }
        LocalDate above = after.hi();
        LocalDate below = LAST;
        if (before != null) {
            below = before.lo(); // hi < before.lo and lo <= hi
        }
        if (on != null && on.hi().plusDays(1).isBefore(below)) {
            below = on.hi().plusDays(1); // lo <= on.hi
        }
        return Optional.of(new Bounds(above, below));
    }

    /** Parameters {@code afterHi}, {@code beforeLo}, {@code onLo}, {@code onHi} (null when not filtering). */
    public Map<String, Object> params() {
        Map<String, Object> p = new HashMap<>();
        p.put("afterHi", after == null ? null : after.hi());
        p.put("beforeLo", before == null ? null : before.lo());
        p.put("onLo", on == null ? null : on.lo());
        p.put("onHi", on == null ? null : on.hi());
        return p;
    }
}
