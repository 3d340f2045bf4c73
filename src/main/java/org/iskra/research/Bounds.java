package org.iskra.research;

/**
 * The limits of the numeric arguments that bound the cost of a research query (checked with
 * {@link org.iskra.core.Ranges}).
 */
public final class Bounds {
    public static final int MAX_SEARCH_HITS = 50;
    public static final int MAX_HOPS = 6;
    public static final int MAX_PATHS = 20;
    public static final int MAX_DEPTH = 3;
    public static final int MAX_FACTIONS = 20;
    public static final int MAX_YEARS = 200;

    private Bounds() {}
}
