package org.iskra.groups;

import java.util.HashMap;
import java.util.Map;
import org.iskra.facts.DateRange;

/** The filters of a members list: joining dates, role, and whether retracted memberships count. */
public record MembersFilter(DateRange dates, String role, boolean includeRetracted) {

    Map<String, Object> params() {
        Map<String, Object> p = new HashMap<>(dates.params());
        p.put("role", role);
        p.put("includeRetracted", includeRetracted);
        return p;
    }
}
