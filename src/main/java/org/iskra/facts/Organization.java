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
                p.required(Field.ID),
                p.str(Field.NAME),
                p.strings(Field.ALIASES),
                p.str(Field.DESCRIPTION),
                p.strings(Field.SOURCES),
                p.enumName(Field.KIND, "GROUP"),
                p.date(Field.FOUNDED),
                p.date(Field.DISSOLVED),
                p.str(Field.NOTE));
    }
}
