package org.iskra.groups;

import java.util.HashMap;
import java.util.Map;
import org.iskra.facts.DateRange;
import org.iskra.store.Cypher;

/**
 * The filters of a members list: joining dates, role, and whether retracted memberships count. Every
 * members query applies them through the one predicate of {@code membershipFilter.fragment.cypher},
 * with the parameters of {@link #params()}.
 */
public record MembersFilter(DateRange dates, String role, boolean includeRetracted) {
    private static final Cypher PREDICATE = Cypher.fragment(MembersFilter.class, "membershipFilter");

    /** A members query with the filter's predicate where it writes {@code {MEMBERSHIP_FILTER}}. */
    static Cypher appliedTo(Cypher query) {
        return query.with(PREDICATE);
    }

    Map<String, Object> params() {
        Map<String, Object> p = new HashMap<>(dates.params());
        p.put("role", role);
        p.put("includeRetracted", includeRetracted);
        return p;
    }
}
