package org.iskra.research;

import org.iskra.core.IskraException;

/** Checks of the numeric arguments that bound the cost of a research query. */
public final class Bounds {
    public static final int MAX_SEARCH_HITS = 50;
    public static final int MAX_HOPS = 6;
    public static final int MAX_PATHS = 20;
    public static final int MAX_DEPTH = 3;
    public static final int MAX_FACTIONS = 20;
    public static final int MAX_YEARS = 200;

    private Bounds() {}

    /** The value, or {@code fallback} when null; a {@code BAD_USER_INPUT} error outside {@code min … max}. */
    public static int check(String argument, Integer value, int fallback, int min, int max, String hint) {
        int v = value == null ? fallback : value;
        if (v < min || v > max) {
            throw IskraException.badInput("`" + argument + "` must be between " + min + " and " + max + ", got " + v + "; " + hint);
        }
        return v;
    }
}
