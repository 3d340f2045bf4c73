package org.iskra.facts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** A person of RSDLP history. */
public record Person(
        String id,
        @Nullable String name,
        List<String> aliases,
        @Nullable String description,
        List<String> sourceIds,
        @Nullable PartialDate born,
        @Nullable PartialDate died,
        @Nullable String birthPlaceId,
        @Nullable String deathPlaceId,
        @Nullable String note)
        implements Entity {

    public static Person from(Props p) {
        return new Person(
                p.required(Field.ID),
                p.str(Field.NAME),
                p.strings(Field.ALIASES),
                p.str(Field.DESCRIPTION),
                p.strings(Field.SOURCES),
                p.date(Field.BORN),
                p.date(Field.DIED),
                p.str(Field.BIRTH_PLACE),
                p.str(Field.DEATH_PLACE),
                p.str(Field.NOTE));
    }
}
