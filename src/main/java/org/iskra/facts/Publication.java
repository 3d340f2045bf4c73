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
                p.required(Field.ID),
                p.str(Field.NAME),
                p.strings(Field.ALIASES),
                p.str(Field.DESCRIPTION),
                p.strings(Field.SOURCES),
                p.enumName(Field.KIND, "ARTICLE"),
                p.str(Field.LANGUAGE),
                p.date(Field.PUBLISHED),
                p.date(Field.FIRST_ISSUE),
                p.date(Field.LAST_ISSUE),
                p.integer(Field.ISSUE_COUNT),
                p.str(Field.NOTE));
    }
}
