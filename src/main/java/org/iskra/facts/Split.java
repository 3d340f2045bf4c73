package org.iskra.facts;

import java.util.List;

/** A split of an organization into others. */
public record Split(
        String id,
        String name,
        List<String> aliases,
        String description,
        List<String> sourceIds,
        PartialDate date,
        String note) implements Entity {

    public static Split from(Props p) {
        return new Split(p.str("id"), p.str("name"), p.strings("aliases"), p.str("description"), p.strings("sources"),
                p.date("date"), p.str("note"));
    }
}
