package org.iskra.facts;

import java.util.List;

/** What every record with an id has: the GraphQL {@code Node} interface. */
public interface Entity {
    String id();

    String name();

    List<String> aliases();

    /** Ids of the sources of the record's own attributes. */
    List<String> sourceIds();
}
