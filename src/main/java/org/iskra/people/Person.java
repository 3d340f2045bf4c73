package org.iskra.people;

import java.util.List;
import org.iskra.facts.Entity;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Props;

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
