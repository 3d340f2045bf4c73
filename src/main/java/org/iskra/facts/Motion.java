package org.iskra.facts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** A motion, resolution, amendment or election put to the vote at a congress or conference. */
public record Motion(
        String id,
        @Nullable String name,
        List<String> aliases,
        @Nullable String description,
        List<String> sourceIds,
        String kind,
        @Nullable String text,
        @Nullable PartialDate date,
        @Nullable String note)
        implements Entity {

    public static Motion from(Props p) {
        return new Motion(
                p.required(Field.ID),
                p.str(Field.NAME),
                p.strings(Field.ALIASES),
                p.str(Field.DESCRIPTION),
                p.strings(Field.SOURCES),
                p.enumName(Field.KIND, "OTHER"),
                p.str(Field.TEXT),
                p.date(Field.DATE),
                p.str(Field.NOTE));
    }
}
