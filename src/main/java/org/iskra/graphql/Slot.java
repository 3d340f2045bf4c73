package org.iskra.graphql;

import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * One decision of a plan ({@link ReadPlan}, {@link FieldPlan}): worked out by the first request that needs it, then
 * kept. Two requests of one shape arriving together may both work it out; they get the same value.
 */
final class Slot<T> {
    private volatile @Nullable T value;

    T get(Supplier<T> compute) {
        T known = value;
        if (known == null) {
            known = compute.get();
            value = known;
        }
        return known;
    }
}
