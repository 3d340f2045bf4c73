package org.iskra.facts;

import java.util.List;

/** A newspaper, journal, book, pamphlet or article. */
public record Publication(
        String id,
        String name,
        List<String> aliases,
        String description,
        List<String> sourceIds,
        String kind,
        String language,
        PartialDate published,
        PartialDate firstIssue,
        PartialDate lastIssue,
        Integer issueCount,
        String note) implements Entity {

    public static Publication from(Props p) {
        return new Publication(p.str("id"), p.str("name"), p.strings("aliases"), p.str("description"), p.strings("sources"),
                p.enumName("kind", "ARTICLE"), p.str("language"), p.date("published"), p.date("firstIssue"),
                p.date("lastIssue"), p.integer("issueCount"), p.str("note"));
    }
}
