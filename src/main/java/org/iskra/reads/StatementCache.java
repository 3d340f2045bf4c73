package org.iskra.reads;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.iskra.store.Cypher;

/**
 * Statements written at run time, by what makes them differ (a form, a filter shape, a projection). An operation shape
 * sends the same few statements on every run, so each is written once; at most {@link #LIMIT} are kept, so that odd
 * requests cannot grow the cache without bound, and the rest are written each time (a render costs tens of
 * microseconds).
 */
public final class StatementCache<K> {
    static final int LIMIT = 256;

    private final Map<K, Cypher> kept = new ConcurrentHashMap<>();
    private final Function<K, Cypher> write;

    public StatementCache(Function<K, Cypher> write) {
        this.write = write;
    }

    public Cypher of(K key) {
        Cypher known = kept.get(key);
        if (known != null) {
            return known;
        }
        Cypher written = write.apply(key);
        if (kept.size() < LIMIT) {
            kept.put(key, written);
        }
        return written;
    }
}
