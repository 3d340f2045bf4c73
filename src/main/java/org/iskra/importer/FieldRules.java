package org.iskra.importer;

import java.util.List;
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
            EntityKind.PUBLICATION, Set.of("kind", "language", "published", "firstIssue", "lastIssue", "issueCount"),
            EntityKind.CONGRESS, Set.of("kind", "ordinal", "start", "end", "delegates", "votingDelegates", "consultativeDelegates", "votes"),
            EntityKind.SPLIT, Set.of("date"),
            EntityKind.EVENT, Set.of("kind", "date", "end"),
            EntityKind.PLACE, Set.of("kind"),
            EntityKind.MOTION, Set.of("kind", "text", "date"));

    static final Set<String> DATE_FIELDS = Set.of("born", "died", "founded", "dissolved", "published", "firstIssue",
            "lastIssue", "start", "end", "date", "endBy");

    /** Whole-number fields (>= 0) of entities and statements. */
    static final Set<String> NUMBER_FIELDS = Set.of("ordinal", "delegates", "votingDelegates", "consultativeDelegates", "votes",
            "issueCount", "votesFor", "votesAgainst", "abstentions", "issue");

    /** Start/end pairs whose order is checked. */
    static final List<Map.Entry<String, String>> PERIODS = List.of(Map.entry("born", "died"), Map.entry("founded", "dissolved"),
            Map.entry("firstIssue", "lastIssue"), Map.entry("start", "end"), Map.entry("date", "end"), Map.entry("start", "endBy"),
            Map.entry("date", "endBy"));

    static final Map<EntityKind, Set<String>> KINDS = Map.of(
            EntityKind.SOURCE, Set.of("primary", "secondary", "reference"),
            EntityKind.ORGANIZATION, Set.of("party", "faction", "group", "committee", "editorial-board", "tendency", "union", "grouping"),
            EntityKind.PUBLICATION, Set.of("newspaper", "journal", "book", "pamphlet", "article"),
            EntityKind.CONGRESS, Set.of("congress", "conference"),
            EntityKind.EVENT, Set.of("arrest", "exile", "escape", "vote", "election", "walk-out", "founding", "first-issue",
                    "session", "resignation", "co-optation", "other"),
            EntityKind.PLACE, Set.of("city", "country", "region"),
            EntityKind.MOTION, Set.of("resolution", "amendment", "rules", "programme", "procedural", "election", "other"));

    static final Set<String> STATEMENT_FIELDS = Set.of("id", "type", "from", "to", "start", "end", "date", "endBy", "ongoing",
            "role", "grouping", "choice", "votes", "votesFor", "votesAgainst", "abstentions", "outcome", "issue", "context", "note",
            "certainty", "sources", "quote");

    /** Values of the enumerated statement fields. */
    static final Set<String> CHOICES = Set.of("for", "against", "abstained");
    static final Set<String> OUTCOMES = Set.of("adopted", "rejected", "withdrawn");

    /** Statement fields that only make sense on one type. */
    static final Map<String, Set<String>> FIELD_TYPES = Map.of(
            "choice", Set.of("VOTED"),
            "votes", Set.of("REPRESENTED"),
            "votesFor", Set.of("DECIDED"),
            "votesAgainst", Set.of("DECIDED"),
            "abstentions", Set.of("DECIDED"),
            "outcome", Set.of("DECIDED"),
            "issue", Set.of("APPEARED_IN"),
            "grouping", Set.of("ATTENDED", "VOTED", "REPRESENTED"));

    /** The role vocabulary of each statement type that takes a role; other types take none. */
    static final Map<String, Set<String>> ROLES = Map.of(
            "MEMBER_OF", Set.of("member", "leader", "founder", "candidate", "co-opted", "secretary", "chair", "treasurer",
                    "representative", "organizer"),
            "ELECTED_TO", Set.of("member", "candidate"),
            "EDITED", Set.of("editor", "editor-in-chief", "co-editor", "editorial-secretary", "contributor", "publisher"),
            "AUTHORED", Set.of("author", "co-author"),
            "ATTENDED", Set.of("delegate", "advisory-delegate", "guest"),
            "REPRESENTED", Set.of("delegate", "advisory-delegate"),
            "HELD_OFFICE", Set.of("chair", "vice-chair", "secretary", "presidium-member", "honorary-chair"),
            "PARTICIPATED_IN", Set.of("participant", "organizer", "leader", "speaker"),
            "PROPOSED", Set.of("mover", "co-mover", "author"));

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
