package org.iskra.groups;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Whether organizations hold a large share of all memberships (the choice of access path of
 * {@link MembershipStore#members}), remembered per {@code of} list and graph version. Asking the database would be a
 * second statement in every flagship request, for an answer that only a write changes; the graph version is kept in
 * memory (bumped by this process's writes, read again at most once a second for other processes'), so a steady request
 * sends only its members query. An answer kept a moment too long costs nothing but speed: both access paths give the
 * same page.
 */
final class MembershipShares {
    /** {@code of} lists remembered at most: the flagship's and a few others, not one per request a client can vary. */
    static final int MAX_LISTS = 256;

    private record Known(long version, boolean large) {}

    private final Map<List<String>, Known> known = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<List<String>, Known> eldest) {
            return size() > MAX_LISTS;
        }
    };

    /**
     * Whether {@code of} holds a large share at {@code version}; {@code read} asks the database when that is not known.
     */
    boolean large(List<String> of, long version, BooleanSupplier read) {
        synchronized (known) {
            Known k = known.get(of);
            if (k != null && k.version() == version) {
                return k.large();
            }
        }
        boolean large = read.getAsBoolean();
        synchronized (known) {
            known.put(List.copyOf(of), new Known(version, large));
        }
        return large;
    }
}
