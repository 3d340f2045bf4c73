package org.iskra.facts;

import java.util.List;

/** A party, faction, group, committee, editorial board, tendency or union. */
public record Organization(
        String id,
        String name,
        List<String> aliases,
        String description,
        List<String> sourceIds,
        String kind,
        PartialDate founded,
        PartialDate dissolved,
        String note) implements Entity {

    public static Organization from(Props p) {
        return new Organization(p.str("id"), p.str("name"), p.strings("aliases"), p.str("description"), p.strings("sources"),
                p.enumName("kind", "GROUP"), p.date("founded"), p.date("dissolved"), p.str("note"));
    }
}
