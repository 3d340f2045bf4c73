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
                p.required("id"),
                p.str("name"),
                p.strings("aliases"),
                p.str("description"),
                p.strings("sources"),
                p.enumName("kind"),
                p.str("note"));
    }
}
