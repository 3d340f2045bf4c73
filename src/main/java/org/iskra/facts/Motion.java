package org.iskra.facts;

import java.util.List;

/** A motion, resolution, amendment or election put to the vote at a congress or conference. */
public record Motion(
        String id,
        String name,
        List<String> aliases,
        String description,
        List<String> sourceIds,
        String kind,
        String text,
        PartialDate date,
        String note) implements Entity {

    public static Motion from(Props p) {
        return new Motion(p.str("id"), p.str("name"), p.strings("aliases"), p.str("description"), p.strings("sources"),
                p.enumName("kind", "OTHER"), p.str("text"), p.date("date"), p.str("note"));
    }
}
