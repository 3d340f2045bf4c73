package org.iskra.facts;

import java.util.List;

/** Something that happened: a vote, an election, a walk-out, an arrest, a founding… */
public record Event(
        String id,
        String name,
        List<String> aliases,
        String description,
        List<String> sourceIds,
        String kind,
        PartialDate date,
        PartialDate end,
        Integer seats,
        Integer candidateSeats,
        String note) implements Entity {

    public static Event from(Props p) {
        return new Event(p.str("id"), p.str("name"), p.strings("aliases"), p.str("description"), p.strings("sources"),
                p.enumName("kind", "OTHER"), p.date("date"), p.date("end"), p.integer("seats"),
                p.integer("candidateSeats"), p.str("note"));
    }
}
