package org.iskra.facts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** A party, faction, group, committee, editorial board, tendency or union. */
public record Organization(
        String id,
        @Nullable String name,
        List<String> aliases,
        @Nullable String description,
        List<String> sourceIds,
        String kind,
        @Nullable PartialDate founded,
        @Nullable PartialDate dissolved,
        @Nullable String note)
        implements Entity {

    public static Organization from(Props p) {
        return new Organization(
                p.required("id"),
                p.str("name"),
                p.strings("aliases"),
                p.str("description"),
                p.strings("sources"),
                p.enumName("kind", "GROUP"),
                p.date("founded"),
                p.date("dissolved"),
                p.str("note"));
    }
}
