package org.iskra.facts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** A split of an organization into others. */
public record Split(
        String id,
        @Nullable String name,
        List<String> aliases,
        @Nullable String description,
        List<String> sourceIds,
        @Nullable PartialDate date,
        @Nullable String note)
        implements Entity {

    public static Split from(Props p) {
        return new Split(
                p.required(Field.ID),
                p.str(Field.NAME),
                p.strings(Field.ALIASES),
                p.str(Field.DESCRIPTION),
                p.strings(Field.SOURCES),
                p.date(Field.DATE),
                p.str(Field.NOTE));
    }
}
