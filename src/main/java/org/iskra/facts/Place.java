package org.iskra.facts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** A city, region or country. */
public record Place(
        String id,
        @Nullable String name,
        List<String> aliases,
        @Nullable String description,
        List<String> sourceIds,
        @Nullable String kind,
        @Nullable String note)
        implements Entity {

    public static Place from(Props p) {
        return new Place(
                p.required(Field.ID),
                p.str(Field.NAME),
                p.strings(Field.ALIASES),
                p.str(Field.DESCRIPTION),
                p.strings(Field.SOURCES),
                p.enumName(Field.KIND),
                p.str(Field.NOTE));
    }
}
