package org.iskra.facts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** A party congress or conference. */
public record Congress(
        String id,
        @Nullable String name,
        List<String> aliases,
        @Nullable String description,
        List<String> sourceIds,
        String kind,
        @Nullable Integer ordinal,
        @Nullable PartialDate start,
        @Nullable PartialDate end,
        @Nullable Integer delegateCount,
        @Nullable Integer votingDelegateCount,
        @Nullable Integer consultativeDelegateCount,
        @Nullable Integer voteCount,
        @Nullable String note)
        implements Entity {

    public static Congress from(Props p) {
        return new Congress(
                p.required(Field.ID),
                p.str(Field.NAME),
                p.strings(Field.ALIASES),
                p.str(Field.DESCRIPTION),
                p.strings(Field.SOURCES),
                p.enumName(Field.KIND, "CONGRESS"),
                p.integer(Field.ORDINAL),
                p.date(Field.START),
                p.date(Field.END),
                p.integer(Field.DELEGATES),
                p.integer(Field.VOTING_DELEGATES),
                p.integer(Field.CONSULTATIVE_DELEGATES),
                p.integer(Field.VOTES),
                p.str(Field.NOTE));
    }
}
