package org.iskra.facts;

import java.util.List;

/** A party congress or conference. */
public record Congress(
        String id,
        String name,
        List<String> aliases,
        String description,
        List<String> sourceIds,
        String kind,
        Integer ordinal,
        PartialDate start,
        PartialDate end,
        Integer delegateCount,
        Integer votingDelegateCount,
        Integer consultativeDelegateCount,
        Integer voteCount,
        String note) implements Entity {

    public static Congress from(Props p) {
        return new Congress(p.str("id"), p.str("name"), p.strings("aliases"), p.str("description"), p.strings("sources"),
                p.enumName("kind", "CONGRESS"), p.integer("ordinal"), p.date("start"), p.date("end"),
                p.integer("delegates"), p.integer("votingDelegates"), p.integer("consultativeDelegates"), p.integer("votes"),
                p.str("note"));
    }
}
