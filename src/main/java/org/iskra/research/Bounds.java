package org.iskra.research;

import org.iskra.graphql.IskraException;

/** Checks of the numeric arguments that bound the cost of a research query. */
final class Bounds {
    private Bounds() {}

    /** The value, or {@code fallback} when null; a {@code BAD_USER_INPUT} error outside {@code min … max}. */
    static int check(String argument, Integer value, int fallback, int min, int max, String hint) {
        int v = value == null ? fallback : value;
        if (v < min || v > max) {
            throw IskraException.badInput("`" + argument + "` must be between " + min + " and " + max + ", got " + v + "; " + hint);
        }
        return v;
    }
}
