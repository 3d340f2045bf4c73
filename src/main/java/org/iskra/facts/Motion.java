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
                p.required("id"),
                p.str("name"),
                p.strings("aliases"),
                p.str("description"),
                p.strings("sources"),
                p.enumName("kind", "OTHER"),
                p.str("text"),
                p.date("date"),
                p.str("note"));
    }
}
