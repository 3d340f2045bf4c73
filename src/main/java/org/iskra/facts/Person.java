package org.iskra.facts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** A person of RSDLP history. */
public record Person(
        String id,
        @Nullable String name,
        List<String> aliases,
        @Nullable String description,
        List<String> sourceIds,
        @Nullable PartialDate born,
        @Nullable PartialDate died,
        @Nullable String birthPlaceId,
        @Nullable String deathPlaceId,
        @Nullable String note)
        implements Entity {

    public static Person from(Props p) {
        return new Person(
                p.required("id"),
                p.str("name"),
                p.strings("aliases"),
                p.str("description"),
                p.strings("sources"),
                p.date("born"),
                p.date("died"),
                p.str("birthPlace"),
                p.str("deathPlace"),
                p.str("note"));
    }
}
