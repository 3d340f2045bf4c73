package org.iskra.facts;

import java.util.List;

/** A person of RSDLP history. */
public record Person(
        String id,
        String name,
        List<String> aliases,
        String description,
        List<String> sourceIds,
        PartialDate born,
        PartialDate died,
        String birthPlaceId,
        String deathPlaceId,
        String note) implements Entity {

    public static Person from(Props p) {
        return new Person(p.str("id"), p.str("name"), p.strings("aliases"), p.str("description"), p.strings("sources"),
                p.date("born"), p.date("died"), p.str("birthPlace"), p.str("deathPlace"), p.str("note"));
    }
}
