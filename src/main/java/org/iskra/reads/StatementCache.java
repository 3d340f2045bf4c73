package org.iskra.reads;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.iskra.store.Cypher;

/**
 * Statements written at run time, by what makes them differ (a form, a filter shape, a projection). An operation shape
 * sends the same few statements on every run, so each is written once; at most {@link #LIMIT} are kept, so that odd
 * requests cannot grow the cache without bound, and the rest are written each time (a render costs tens of
 * microseconds). A key must not change once made: it is kept as given.
 */
public final class StatementCache<K> {
    static final int LIMIT = 256;

    private final Map<K, Cypher> kept = new ConcurrentHashMap<>();
    private final Function<K, Cypher> write;
    private final int limit;

    public StatementCache(Function<K, Cypher> write) {
        this(write, LIMIT);
    }

    /** A cache keeping at most {@code limit} statements. */
    public StatementCache(Function<K, Cypher> write, int limit) {
        this.write = write;
        this.limit = limit;
    }

    public Cypher of(K key) {
        Cypher known = kept.get(key);
        if (known != null) {
            return known;
        }
        Cypher written = write.apply(key);
        if (kept.size() < limit) {
            kept.put(key, written);
        }
        return written;
    }
}
