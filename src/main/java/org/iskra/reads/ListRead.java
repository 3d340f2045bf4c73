package org.iskra.reads;

import java.util.List;

/**
 * A statement list to read ({@code list}), and the lists to read with it for the entity at the other end of each of its
 * statements ({@code nested}: keys whose entity id is null, each statement's other end filling it in), so that a list
 * and the lists of its items cost one round trip.
 */
public record ListRead(StatementKey list, List<StatementKey> nested) {

    public ListRead {
        nested = List.copyOf(nested);
    }

    /** The list alone. */
    public static ListRead of(StatementKey list) {
        return new ListRead(list, List.of());
    }

    /** The same lists of another entity (a list worked out once for a field, whichever entity it is read for). */
    public ListRead about(String entityId) {
        return new ListRead(list.about(entityId), nested);
    }

    /** The same list without the lists of its items. */
    public ListRead alone() {
        return of(list);
    }
}
