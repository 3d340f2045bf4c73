package org.iskra.research;

import java.time.LocalDate;
import org.iskra.facts.Congress;
import org.iskra.facts.Entity;
import org.iskra.facts.Event;
import org.iskra.facts.Motion;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Split;
import org.iskra.facts.Statement;
import org.jspecify.annotations.Nullable;

/**
 * When a statement may have held, as {@code asOf} reads it (start, else date, to end, else {@code endBy}, else date; a
 * null bound is open), except that a statement with no dates of its own takes those of the congress, event, split or
 * motion at its ends (its origin's first, each bound apart, as {@code ConnectionStore} reads them): an attendance, an
 * office at a congress, a motion proposed. Other undated statements (a place in a country, a seat of a body) are
 * timeless.
 */
record Period(@Nullable LocalDate lo, @Nullable LocalDate hi) {
    static final Period ALWAYS = new Period(null, null);

    static Period of(Statement s, @Nullable Entity from, @Nullable Entity to) {
        if (s.start() == null && s.date() == null && s.end() == null && s.endBy() == null) {
            LocalDate lo = begins(from);
            LocalDate hi = ends(from);
            return new Period(lo != null ? lo : begins(to), hi != null ? hi : ends(to));
        }
        PartialDate start = s.start() != null ? s.start() : s.date();
        PartialDate end = s.end() != null ? s.end() : s.endBy() != null ? s.endBy() : s.date();
        return new Period(start == null ? null : start.lo(), end == null ? null : end.hi());
    }

    /** The first possible day of an entity that happened at a time (its start, else its date). */
    private static @Nullable LocalDate begins(@Nullable Entity e) {
        PartialDate d = null;
        if (e instanceof Congress c) {
            d = c.start();
        } else if (e instanceof Event ev) {
            d = ev.date();
        } else if (e instanceof Split sp) {
            d = sp.date();
        } else if (e instanceof Motion m) {
            d = m.date();
        }
        return d == null ? null : d.lo();
    }

    /** The last possible day of an entity that happened at a time (its end, else its date). */
    private static @Nullable LocalDate ends(@Nullable Entity e) {
        PartialDate d = null;
        if (e instanceof Congress c) {
            d = c.end();
        } else if (e instanceof Event ev) {
            d = ev.end() != null ? ev.end() : ev.date();
        } else if (e instanceof Split sp) {
            d = sp.date();
        } else if (e instanceof Motion m) {
            d = m.date();
        }
        return d == null ? null : d.hi();
    }

    /** The days both may have held; empty when they certainly did not overlap. */
    Period intersect(Period other) {
        return new Period(later(lo, other.lo), earlier(hi, other.hi));
    }

    boolean isEmpty() {
        return lo != null && hi != null && lo.isAfter(hi);
    }

    private static @Nullable LocalDate later(@Nullable LocalDate a, @Nullable LocalDate b) {
        return a == null ? b : b == null || a.isAfter(b) ? a : b;
    }

    private static @Nullable LocalDate earlier(@Nullable LocalDate a, @Nullable LocalDate b) {
        return a == null ? b : b == null || a.isBefore(b) ? a : b;
    }
}
