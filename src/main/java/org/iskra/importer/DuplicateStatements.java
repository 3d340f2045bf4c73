package org.iskra.importer;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.iskra.facts.StatementType;
import org.jspecify.annotations.Nullable;

/**
 * The curation rule against saying one thing twice: two records of one fact make a roster count a delegate or an
 * absence twice and a reader meet two versions of one claim. Run by {@link DataLinter} over the data folder.
 *
 * <p>Two statements are one fact when they agree on every field but the ones that describe or support it (id, note,
 * quote, sources, certainty). Arrests, exiles, residences and appearances can repeat on a date known only to the month
 * or the year (two arrests in 1906), so for those only a day makes two equal records one fact. Two terms of one person
 * in one seat with no start at all cannot be told apart either: their dates differ only in how their end is known.
 */
final class DuplicateStatements {
    static final List<String> RULES = List.of("duplicate-statement");

    /** The fields that describe or support a statement rather than say what it states. */
    private static final Set<String> DESCRIPTIVE = Set.of("id", "note", "quote", "sources", "certainty");
    /** Types whose acts can recur on a date known only to the month or the year. */
    private static final Set<String> REPEATABLE = Set.of(
            StatementType.ARRESTED_IN.name(),
            StatementType.EXILED_TO.name(),
            StatementType.LIVED_IN.name(),
            StatementType.APPEARED_IN.name());
    /** Types that hold a term in a body or on a board. */
    private static final Set<String> TERMS = Set.of(StatementType.MEMBER_OF.name(), StatementType.EDITED.name());

    private static final int DAY_LENGTH = "1903-08-10".length();

    private DuplicateStatements() {}

    static void lint(FactBatch batch, List<Problem> problems) {
        Map<Map<String, String>, FactRecord> byClaim = new HashMap<>();
        Map<List<@Nullable String>, FactRecord> undatedTerms = new HashMap<>();
        for (FactRecord s : batch.statements()) {
            Map<String, String> claim = claim(s);
            if (!repeatsOnAnUnsureDay(s)) {
                FactRecord first = byClaim.putIfAbsent(claim, s);
                if (first != null) {
                    problems.add(Problem.of(
                            s,
                            null,
                            "[duplicate-statement] states what " + first.where() + " states; keep one record (merge"
                                    + " their notes and sources), or say in a field what tells them apart"));
                    continue;
                }
            }
            if (TERMS.contains(s.text("type")) && undated(s)) {
                List<@Nullable String> seat =
                        Arrays.asList(s.text("type"), s.text("from"), s.text("to"), s.text("role"));
                FactRecord first = undatedTerms.putIfAbsent(seat, s);
                if (first != null) {
                    problems.add(Problem.of(
                            s,
                            "start",
                            "[duplicate-statement] a second term with no start in the seat of " + first.where()
                                    + "; two undated terms of one seat cannot be told apart: merge them, or give each"
                                    + " its start, startBy or startAfter"));
                }
            }
        }
    }

    /** What a statement states: every field but the descriptive ones, in a stable order. */
    private static Map<String, String> claim(FactRecord s) {
        Map<String, String> claim = new TreeMap<>();
        s.fields().forEach((field, value) -> {
            if (!DESCRIPTIVE.contains(field) && value != null) {
                claim.put(field, value.toString());
            }
        });
        return claim;
    }

    private static boolean repeatsOnAnUnsureDay(FactRecord s) {
        String date = s.text("date");
        return REPEATABLE.contains(s.text("type")) && (date == null || date.length() < DAY_LENGTH);
    }

    private static boolean undated(FactRecord s) {
        return s.get("start") == null && s.get("startBy") == null && s.get("startAfter") == null;
    }
}
