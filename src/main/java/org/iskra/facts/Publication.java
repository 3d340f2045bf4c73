package org.iskra.facts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** A newspaper, journal, book, pamphlet or article. */
public record Publication(
        String id,
        @Nullable String name,
        List<String> aliases,
        @Nullable String description,
        List<String> sourceIds,
        String kind,
        @Nullable String language,
        @Nullable PartialDate published,
        @Nullable PartialDate firstIssue,
        @Nullable PartialDate lastIssue,
        @Nullable Integer issueCount,
        @Nullable String note)
        implements Entity {

    public static Publication from(Props p) {
        return new Publication(
                p.required("id"),
                p.str("name"),
                p.strings("aliases"),
                p.str("description"),
                p.strings("sources"),
                p.enumName("kind", "ARTICLE"),
                p.str("language"),
                p.date("published"),
                p.date("firstIssue"),
                p.date("lastIssue"),
                p.integer("issueCount"),
                p.str("note"));
    }
}
