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
                p.required("id"),
                p.str("name"),
                p.strings("aliases"),
                p.str("description"),
                p.strings("sources"),
                p.enumName("kind", "CONGRESS"),
                p.integer("ordinal"),
                p.date("start"),
                p.date("end"),
                p.integer("delegates"),
                p.integer("votingDelegates"),
                p.integer("consultativeDelegates"),
                p.integer("votes"),
                p.str("note"));
    }
}
