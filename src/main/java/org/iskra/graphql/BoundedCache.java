package org.iskra.graphql;

import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * What the service keeps across requests about the operations it has seen (parsed documents, checks passed, their
 * shapes). Bounded: when full it starts over, which is cheap and keeps memory flat under hostile traffic. A key may
 * hold a request's variables only when {@link #keyable} says so.
 */
final class BoundedCache<K, V> {
    /** Scalars a key may hold from a request's variables, list items and input fields included. */
    private static final int MAX_SCALARS = 16;

    private static final int MAX_STRING = 256;

    private final Map<K, V> entries = new ConcurrentHashMap<>();
    private final int capacity;

    BoundedCache(int capacity) {
        this.capacity = capacity;
    }

    /** The value kept for {@code key}, or null. */
    @Nullable
    V get(K key) {
        return entries.get(key);
    }

    void put(K key, V value) {
        if (entries.size() >= capacity) {
            entries.clear();
        }
        entries.put(key, value);
    }

    /** The value kept for {@code key}, else {@code compute}'s (never null), kept. */
    V computeIfAbsent(K key, Supplier<? extends V> compute) {
        V value = entries.get(key);
        if (value == null) {
            value = compute.get();
            put(key, value);
        }
        return value;
    }

    int size() {
        return entries.size();
    }

    /**
     * Whether these variables are small enough to be part of a key: at most 16 scalars in all (strings of at most 256
     * characters).
     */
    static boolean keyable(Map<String, ?> variables) {
        return scalars(variables.values(), 0) <= MAX_SCALARS;
    }

    /** The scalars in {@code values}, or more than the limit as soon as one is too large or too deep. */
    private static int scalars(Collection<?> values, int depth) {
        int count = 0;
        for (Object value : values) {
            count += switch (value) {
                case null -> 1;
                case String s -> s.length() <= MAX_STRING ? 1 : MAX_SCALARS + 1;
                case Map<?, ?> m -> depth == 0 ? scalars(m.values(), 1) : MAX_SCALARS + 1;
                case Collection<?> c -> depth == 0 ? scalars(c, 1) : MAX_SCALARS + 1;
                default -> value.getClass().isArray() ? MAX_SCALARS + 1 : 1;
            };
            if (count > MAX_SCALARS) {
                return count;
            }
        }
        return count;
    }
}
