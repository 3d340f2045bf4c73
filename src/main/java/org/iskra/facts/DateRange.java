package org.iskra.facts;

import java.util.HashMap;
import java.util.Map;

/**
 * Date filters with the interval semantics of the public contract, turned into query parameters:
 * {@code after: X} means the earliest possible date is after the last day of X; {@code before: X}
 * that the latest possible date is before the first day of X; {@code on: X} that the interval may
 * overlap X. Unknown dates never match.
 */
public record DateRange(PartialDate after, PartialDate before, PartialDate on) {

    public static final DateRange ANY = new DateRange(null, null, null);

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
