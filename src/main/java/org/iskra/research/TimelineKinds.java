package org.iskra.research;

import static org.iskra.facts.EntityKind.CONGRESS;
import static org.iskra.facts.EntityKind.EVENT;
import static org.iskra.facts.EntityKind.ORGANIZATION;
import static org.iskra.facts.EntityKind.PERSON;
import static org.iskra.facts.EntityKind.PUBLICATION;
import static org.iskra.facts.EntityKind.SPLIT;

import java.util.Locale;
import java.util.Map;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Field;
import org.iskra.facts.StatementType;
import org.iskra.facts.TermEnding;
import org.jspecify.annotations.Nullable;

/**
 * What a dated field means on a timeline: its kind ({@code congress-opens}) and a label template where {@code {a}} is
 * the name of the subject and {@code {b}} that of the other end of a statement. Entity dates are keyed by kind and
 * field of the catalogue ({@code Congress.start}), statement dates by type and field ({@code MEMBER_OF.start}).
 */
final class TimelineKinds {
    record Kind(String name, String template) {
        String label(String a, @Nullable String b) {
            return template.replace("{a}", a).replace("{b}", b == null ? "" : b);
        }
    }

    private static final Map<String, Kind> ENTITY_DATES = Map.ofEntries(
            entry(PERSON, Field.BORN, "birth", "{a} is born"),
            entry(PERSON, Field.DIED, "death", "{a} dies"),
            entry(ORGANIZATION, Field.FOUNDED, "founding", "{a} is founded"),
            entry(ORGANIZATION, Field.DISSOLVED, "dissolution", "{a} is dissolved"),
            entry(PUBLICATION, Field.PUBLISHED, "publication", "{a} is published"),
            entry(PUBLICATION, Field.FIRST_ISSUE, "first-issue", "First issue of {a}"),
            entry(PUBLICATION, Field.LAST_ISSUE, "last-issue", "Last issue of {a}"),
            entry(CONGRESS, Field.START, "congress-opens", "{a} opens"),
            entry(CONGRESS, Field.END, "congress-closes", "{a} closes"),
            entry(SPLIT, Field.DATE, "split", "{a}"),
            entry(EVENT, Field.DATE, "event", "{a}"),
            entry(EVENT, Field.END, "event-ends", "{a} ends"));

    /** Per statement type: the noun of its kinds and the label templates for start, end and date. */
    private record Phrases(String noun, String begins, String ends, String on) {}

    private static final Map<StatementType, Phrases> STATEMENT_DATES = Map.ofEntries(
            Map.entry(
                    StatementType.MEMBER_OF,
                    new Phrases("membership", "{a} joins {b}", "{a} leaves {b}", "{a} is a member of {b}")),
            Map.entry(
                    StatementType.ELECTED_TO,
                    new Phrases("election", "{a} elected to {b}", "{a}'s term on {b} ends", "{a} elected to {b}")),
            Map.entry(
                    StatementType.AUTHORED,
                    new Phrases("authorship", "{a} begins writing {b}", "{a} finishes {b}", "{a} writes {b}")),
            Map.entry(
                    StatementType.EDITED,
                    new Phrases(
                            "editorship",
                            "{a} joins the editors of {b}",
                            "{a} leaves the editors of {b}",
                            "{a} edits {b}")),
            Map.entry(
                    StatementType.ATTENDED,
                    new Phrases("attendance", "{a} arrives at {b}", "{a} leaves {b}", "{a} attends {b}")),
            Map.entry(StatementType.VOTED, new Phrases("vote", "{a} votes: {b}", "{a} votes: {b}", "{a} votes: {b}")),
            Map.entry(
                    StatementType.WALKED_OUT,
                    new Phrases("walk-out", "{a} walks out of {b}", "{a} walks out of {b}", "{a} walks out of {b}")),
            Map.entry(
                    StatementType.PARTICIPATED_IN,
                    new Phrases("participation", "{a} joins {b}", "{a} leaves {b}", "{a} takes part in {b}")),
            Map.entry(
                    StatementType.HELD_IN,
                    new Phrases("venue", "{a} meets in {b}", "{a} leaves {b}", "{a} meets in {b}")),
            Map.entry(
                    StatementType.PRINTED_IN,
                    new Phrases(
                            "printing",
                            "{a} printed in {b} from here",
                            "{a} no longer printed in {b}",
                            "{a} printed in {b}")),
            Map.entry(
                    StatementType.EXILED_TO,
                    new Phrases("exile", "{a} exiled to {b}", "{a}'s exile in {b} ends", "{a} exiled to {b}")),
            Map.entry(
                    StatementType.ARRESTED_IN,
                    new Phrases("arrest", "{a} arrested in {b}", "{a} released in {b}", "{a} arrested in {b}")),
            Map.entry(
                    StatementType.LIVED_IN,
                    new Phrases("residence", "{a} settles in {b}", "{a} leaves {b}", "{a} lives in {b}")),
            Map.entry(
                    StatementType.BASED_IN,
                    new Phrases("seat", "{a} moves to {b}", "{a} leaves {b}", "{a} based in {b}")),
            Map.entry(
                    StatementType.PART_OF,
                    new Phrases("part-of", "{a} becomes part of {b}", "{a} leaves {b}", "{a} is part of {b}")),
            Map.entry(
                    StatementType.SPLIT_OF,
                    new Phrases("split-of", "{a}: {b} splits", "{a}: {b} splits", "{a}: {b} splits")),
            Map.entry(
                    StatementType.RESULTED_IN,
                    new Phrases("split-result", "{a}: {b} emerges", "{a}: {b} emerges", "{a}: {b} emerges")),
            Map.entry(
                    StatementType.PUBLISHED_BY,
                    new Phrases(
                            "organ",
                            "{a} becomes an organ of {b}",
                            "{a} ceases to be an organ of {b}",
                            "{a} is an organ of {b}")),
            Map.entry(
                    StatementType.OPPOSED,
                    new Phrases("opposition", "{a} turns against {b}", "{a} stops opposing {b}", "{a} opposes {b}")));

    /** A term in a place that is confinement rather than exile: an EXILED_TO statement's {@code role}. */
    private static final Map<String, Phrases> CONFINEMENTS = Map.of(
            "prison",
            new Phrases(
                    "imprisonment", "{a} imprisoned in {b}", "{a} released from prison in {b}", "{a} in prison in {b}"),
            "penal-servitude",
            new Phrases(
                    "penal-servitude",
                    "{a} begins penal servitude in {b}",
                    "{a}'s penal servitude in {b} ends",
                    "{a} in penal servitude in {b}"));

    /**
     * Where a date field falls in its record's period, for entries on the same date: the fields that open a period
     * first (0), those that close one last (2), the others between (absent here). By key, as the timeline statement
     * reads fields.
     */
    static final Map<String, Integer> PERIOD_RANK = Map.of(
            Field.START.key(), 0,
            Field.BORN.key(), 0,
            Field.FOUNDED.key(), 0,
            Field.FIRST_ISSUE.key(), 0,
            Field.END.key(), 2,
            Field.DIED.key(), 2,
            Field.DISSOLVED.key(), 2,
            Field.LAST_ISSUE.key(), 2);

    private TimelineKinds() {}

    /** The kind of an entity's date field; a generic one for fields not listed. */
    static Kind ofEntity(String label, String field) {
        return ENTITY_DATES.getOrDefault(label + "." + field, new Kind(field, "{a}: " + field));
    }

    /**
     * The kind of a statement's date field: {@code membership-begins}, {@code membership-ends}, {@code arrest}; a term
     * of exile whose {@code role} is {@code prison} or {@code penal-servitude} is {@code imprisonment} or
     * {@code penal-servitude}, and the end of one that ended by flight reads as an escape.
     */
    static Kind ofStatement(StatementType type, @Nullable String role, @Nullable TermEnding ended, String field) {
        Phrases confinement = type == StatementType.EXILED_TO && role != null ? CONFINEMENTS.get(role) : null;
        Phrases p = confinement != null
                ? confinement
                : STATEMENT_DATES.getOrDefault(
                        type,
                        new Phrases(
                                type.name().toLowerCase(Locale.ROOT).replace('_', '-'),
                                "{a} → {b} (begins)",
                                "{a} → {b} (ends)",
                                "{a} → {b}"));
        if (field.equals(Field.START.key())) {
            return new Kind(p.noun() + "-begins", p.begins());
        }
        if (field.equals(Field.END.key())) {
            return new Kind(
                    p.noun() + "-ends",
                    type == StatementType.EXILED_TO && ended == TermEnding.ESCAPED ? "{a} escapes from {b}" : p.ends());
        }
        return new Kind(p.noun(), p.on());
    }

    private static Map.Entry<String, Kind> entry(EntityKind kind, Field field, String name, String template) {
        return Map.entry(kind.label() + "." + field.key(), new Kind(name, template));
    }
}
