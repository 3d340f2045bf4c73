package org.iskra.facts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** What every record with an id has: the GraphQL {@code Node} interface. */
public interface Entity {
    String id();

    /** Null when a projection leaves it out ({@code org.iskra.reads.Projection}). */
    @Nullable
    String name();

    List<String> aliases();

    /** Ids of the sources of the record's own attributes. */
    List<String> sourceIds();
}
