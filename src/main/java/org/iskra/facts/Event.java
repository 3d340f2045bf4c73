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
                p.required(Field.ID),
                p.str(Field.NAME),
                p.strings(Field.ALIASES),
                p.str(Field.DESCRIPTION),
                p.strings(Field.SOURCES),
                p.enumName(Field.KIND, "OTHER"),
                p.date(Field.DATE),
                p.date(Field.END),
                p.integer(Field.SEATS),
                p.integer(Field.CANDIDATE_SEATS),
                p.str(Field.NOTE));
    }
}
