package org.iskra.facts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** Something that happened: a vote, an election, a walk-out, an arrest, a founding… */
public record Event(
        String id,
        @Nullable String name,
        List<String> aliases,
        @Nullable String description,
        List<String> sourceIds,
        String kind,
        @Nullable PartialDate date,
        @Nullable PartialDate end,
        @Nullable Integer seats,
        @Nullable Integer candidateSeats,
        @Nullable String note)
        implements Entity {

    public static Event from(Props p) {
        return new Event(
                p.required("id"),
                p.str("name"),
                p.strings("aliases"),
                p.str("description"),
                p.strings("sources"),
                p.enumName("kind", "OTHER"),
                p.date("date"),
                p.date("end"),
                p.integer("seats"),
                p.integer("candidateSeats"),
                p.str("note"));
    }
}
