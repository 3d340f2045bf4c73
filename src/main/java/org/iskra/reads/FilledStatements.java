package org.iskra.reads;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import org.iskra.store.Cypher;

/**
 * The statements a projection filled, by the statement. A projection lives as long as its shape of operation
 * ({@code OperationShapes}), whose every run sends the same few statements, so the fill is done once; at most
 * {@link #LIMIT} are kept, so a projection shared by every shape (a {@code WHOLE}) cannot grow without bound, and the
 * rest are filled each time.
 */
final class FilledStatements {
    static final int LIMIT = 64;

    private final Map<Cypher, Cypher> kept = new ConcurrentHashMap<>();
    private final UnaryOperator<Cypher> fill;

    FilledStatements(UnaryOperator<Cypher> fill) {
        this.fill = fill;
    }

    Cypher of(Cypher statement) {
        Cypher known = kept.get(statement);
        if (known != null) {
            return known;
        }
        Cypher filled = fill.apply(statement);
        if (kept.size() < LIMIT) {
            kept.put(statement, filled);
        }
        return filled;
    }
}
