package org.iskra.research;

import java.util.Map;
import org.iskra.facts.PartialDate;
import org.jspecify.annotations.Nullable;

/**
 * The time filter of the graph walks: a statement counts when its period (start … end, or its date) may overlap the
 * interval of {@code asOf}; an open end means it lasted, and a statement with no dates at all is timeless and always
 * counts. Null means no time filter.
 */
public record AsOf(@Nullable PartialDate date) {

    /** Adds {@code asOfLo} and {@code asOfHi} (null when not filtering). */
    void addTo(Map<String, Object> params) {
        params.put("asOfLo", date == null ? null : date.lo());
        params.put("asOfHi", date == null ? null : date.hi());
    }
}
