package org.iskra.facts;

import java.util.Locale;

/**
 * How well a fact is attested: by the standard sources ({@link #ATTESTED}, what a fact without a {@code certainty} is),
 * by one source or an inference ({@link #UNCERTAIN}), or contested between named sources ({@link #DISPUTED}). The data
 * format writes the names in lower case ({@code "uncertain"}).
 */
public enum Certainty {
    ATTESTED,
    UNCERTAIN,
    DISPUTED;

    /** The name as the data format and the stored graph write it ({@code "uncertain"}). */
    public String dataName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
