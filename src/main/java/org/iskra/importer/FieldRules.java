package org.iskra.importer;

import java.util.Map;
import java.util.Set;
import org.iskra.facts.EntityKind;

/** Which fields each kind of record may carry, which are dates, and which values an enumerated field takes. */
final class FieldRules {
    private FieldRules() {}

    static final Set<String> COMMON = Set.of("id", "name", "aliases", "description", "sources", "quote", "note");

    static final Map<EntityKind, Set<String>> EXTRA = Map.of(
            EntityKind.SOURCE, Set.of("title", "url", "citation", "kind"),
            EntityKind.PERSON, Set.of("born", "died", "birthPlace", "deathPlace"),
            EntityKind.ORGANIZATION, Set.of("kind", "founded", "dissolved"),
            EntityKind.PUBLICATION, Set.of("kind", "language", "published", "firstIssue", "lastIssue"),
            EntityKind.CONGRESS, Set.of("kind", "ordinal", "start", "end", "delegates"),
            EntityKind.SPLIT, Set.of("date"),
            EntityKind.EVENT, Set.of("kind", "date", "end"),
            EntityKind.PLACE, Set.of("kind"));

    static final Set<String> DATE_FIELDS = Set.of("born", "died", "founded", "dissolved", "published", "firstIssue",
            "lastIssue", "start", "end", "date");

    /** Start/end pairs whose order is checked. */
    static final Map<String, String> PERIODS = Map.of("born", "died", "founded", "dissolved", "firstIssue", "lastIssue",
            "start", "end", "date", "end");

    static final Map<EntityKind, Set<String>> KINDS = Map.of(
            EntityKind.SOURCE, Set.of("primary", "secondary", "reference"),
            EntityKind.ORGANIZATION, Set.of("party", "faction", "group", "committee", "editorial-board", "tendency", "union"),
            EntityKind.PUBLICATION, Set.of("newspaper", "journal", "book", "pamphlet", "article"),
            EntityKind.CONGRESS, Set.of("congress", "conference"),
            EntityKind.EVENT, Set.of("arrest", "exile", "escape", "vote", "election", "walk-out", "founding", "first-issue",
                    "session", "resignation", "co-optation", "other"),
            EntityKind.PLACE, Set.of("city", "country", "region"));

    static final Set<String> STATEMENT_FIELDS = Set.of("id", "type", "from", "to", "start", "end", "date", "role",
            "grouping", "choice", "context", "note", "certainty", "sources", "quote");

    static final Set<String> CERTAINTIES = Set.of("attested", "uncertain", "disputed");

    static Set<String> allowed(EntityKind kind) {
        var all = new java.util.HashSet<>(COMMON);
        all.addAll(EXTRA.get(kind));
        if (kind == EntityKind.SOURCE) {
            all.remove("sources");
        }
        return all;
    }
}
