package org.iskra.core;

import org.jspecify.annotations.Nullable;

/**
 * The one check of a numeric argument's range, for GraphQL arguments and HTTP query parameters alike, so that every
 * refusal reads the same: what the argument must be, what it got, what to do.
 */
public final class Ranges {
    private Ranges() {}

    /** The value, or {@code fallback} when null; a {@code BAD_USER_INPUT} error outside {@code min … max}. */
    public static int check(String argument, @Nullable Integer value, int fallback, int min, int max, String hint) {
        int v = value == null ? fallback : value;
        if (v < min || v > max) {
            throw outside(argument, String.valueOf(v), min, max, hint);
        }
        return v;
    }

    /**
     * As {@link #check}, for a value given as text (a query parameter): null is the fallback, text that is not a whole
     * number an error.
     */
    public static int parse(String argument, @Nullable String text, int fallback, int min, int max, String hint) {
        if (text == null) {
            return check(argument, null, fallback, min, max, hint);
        }
        try {
            return check(argument, Integer.parseInt(text.strip()), fallback, min, max, hint);
        } catch (NumberFormatException e) {
            throw outside(argument, "\"" + text + "\"", min, max, hint);
        }
    }

    private static IskraException outside(String argument, String got, int min, int max, String hint) {
        return IskraException.badInput(
                "`" + argument + "` must be between " + min + " and " + max + ", got " + got + "; " + hint);
    }
}
