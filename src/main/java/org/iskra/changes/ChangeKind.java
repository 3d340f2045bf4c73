package org.iskra.changes;

import java.util.Locale;

/** What a change did: to one record (entity or statement), or a whole batch of a bulk load. */
public enum ChangeKind {
    /** A record that did not exist was written. */
    CREATED,
    /** A stored record was changed (its fields, or the ends of a statement). */
    UPDATED,
    /** A statement was retracted: it stays in the graph, marked with why and on which source. */
    RETRACTED,
    /** A batch of the {@code import} command or of the first load, logged as one change with its counts and ids. */
    BATCH;

    /** The stored form ({@code created}, …). */
    String stored() {
        return name().toLowerCase(Locale.ROOT);
    }

    static ChangeKind ofStored(String stored) {
        return valueOf(stored.toUpperCase(Locale.ROOT));
    }
}
