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
                p.required("id"),
                p.str("name"),
                p.strings("aliases"),
                p.str("description"),
                p.strings("sources"),
                p.date("date"),
                p.str("note"));
    }
}
