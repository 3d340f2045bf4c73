package org.iskra.importer;

import static org.iskra.importer.DataLinter.date;
import static org.iskra.importer.DataLinter.is;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import org.iskra.facts.Certainty;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Field;
import org.iskra.facts.PartialDate;
import org.iskra.facts.StatementType;
import org.iskra.facts.Term;
import org.iskra.facts.Voice;
import org.jspecify.annotations.Nullable;

/**
 * The curation rules about truth rather than form: what well-formed facts may still get wrong against each other (an
 * Old Style date converted wrongly, a mandate without an attendance, a consultative delegate with a vote, more terms
 * than seats, a template note, one body under two ids, one work cited as two sources). Run by {@link DataLinter} over
 * the data folder; each problem names its rule.
 */
final class TruthRules {
    static final List<String> RULES = List.of(
            "source-tier",
            "copy-address",
            "old-style-dates",
            "double-dates",
            "term-end",
            "congress-agreement",
            "consultative-votes",
            "grouping-count",
            "body-seats",
            "name-swapped-notes",
            "one-body-id",
            "overlapping-terms",
            "one-source-per-address");

    /** How far from an Old Style date a stored day may lie and still be that date's conversion gone wrong. */
    private static final int NEAR_DAYS = 20;
    /** Notes shorter than this many words (names and numbers aside) may coincide without being a template. */
    private static final int TEMPLATE_WORDS = 8;

    private static final Pattern NAME_OR_NUMBER = Pattern.compile("\\p{Lu}[\\p{L}'’.-]*|\\d[\\d.,–-]*");
    /** Words that tell a body's kind, not which body it is ("Baku committee" and "Baku organisation" are one body). */
    private static final Set<String> BODY_WORDS =
            Set.of("committee", "organisation", "organization", "rsdlp", "social-democratic", "the", "of", "local");

    private final Map<String, FactRecord> entities;
    private final Map<String, EntityKind> kinds;
    private final List<Problem> problems;

    TruthRules(Map<String, FactRecord> entities, Map<String, EntityKind> kinds, List<Problem> problems) {
        this.entities = entities;
        this.kinds = kinds;
        this.problems = problems;
    }

    void lint(FactBatch batch) {
        batch.entities(EntityKind.SOURCE).forEach(this::sourceTier);
        batch.allEntities().forEach(e -> oldStyleDates(e.getValue()));
        batch.statements().forEach(this::oldStyleDates);
        batch.allEntities().forEach(e -> doubleDates(e.getValue()));
        batch.statements().forEach(this::doubleDates);
        batch.statements().forEach(this::termEnd);
        congressAgreement(batch);
        groupingCount(batch);
        bodySeats(batch);
        nameSwappedNotes(batch);
        oneBodyId(batch);
        overlappingTerms(batch);
        oneSourcePerAddress(batch);
    }

    private void add(FactRecord r, String field, String rule, String message) {
        problems.add(Problem.of(r, field, "[" + rule + "] " + message));
    }

    private void sourceTier(FactRecord source) {
        if (source.get("tier") == null) {
            add(
                    source,
                    "tier",
                    "source-tier",
                    "every source of the dataset has a tier: primary, scholarly, reference, popular or mirror");
        }
        String tier = source.text("tier");
        if (!"mirror".equals(tier) && !"popular".equals(tier)) {
            CopyAddresses.copyHost(source.text("url"))
                    .ifPresent(host -> add(
                            source,
                            "url",
                            "copy-address",
                            "the address is a third-party copy (" + host + "): name the work itself, with the"
                                    + " copy in \"citation\" (\"Read in a third-party copy of the text at …\"), or"
                                    + " give the tier mirror"));
        }
    }

    /** An Old Style date in a note agrees with the stored Gregorian date it stands for (a stored day close to it). */
    private void oldStyleDates(FactRecord r) {
        String note = r.text("note");
        if (note == null) {
            return;
        }
        for (OldStyleDates.Stated stated : OldStyleDates.in(note)) {
            List<Map.Entry<String, LocalDate>> days = days(r);
            if (days.stream().anyMatch(d -> d.getValue().equals(stated.gregorian()))) {
                continue;
            }
            days.stream()
                    .filter(d -> Math.abs(ChronoUnit.DAYS.between(d.getValue(), stated.gregorian())) <= NEAR_DAYS)
                    .findFirst()
                    .ifPresent(d -> add(
                            r,
                            d.getKey(),
                            "old-style-dates",
                            "the note says \"" + stated.text() + "\", which is " + stated.gregorian()
                                    + " Gregorian, but " + d.getKey() + " is \"" + d.getValue()
                                    + "\"; correct the date or the note"));
        }
    }

    /** A day a note writes in both calendars ("3 (16) December 1905") is one day: the two differ by 12 or 13 days. */
    private void doubleDates(FactRecord r) {
        String note = r.text("note");
        if (note == null) {
            return;
        }
        for (DoubleDates.Mismatch m : DoubleDates.mismatches(note)) {
            add(
                    r,
                    "note",
                    "double-dates",
                    "the note writes \"" + m.text() + "\", but " + m.expected()
                            + " Gregorian; correct the day in either calendar (quote a source's own disagreeing dates in"
                            + " quotation marks)");
        }
    }

    /** The record's dates given to the day. */
    private static List<Map.Entry<String, LocalDate>> days(FactRecord r) {
        List<Map.Entry<String, LocalDate>> days = new ArrayList<>();
        for (Field f : Field.values()) {
            PartialDate d = f.isDate() ? date(r, f.key()) : null;
            if (d != null && d.precision() == PartialDate.Precision.DAY) {
                days.add(Map.entry(f.key(), d.lo()));
            }
        }
        return days;
    }

    /** A term (membership, editorship) ended, goes on, or says that its end is unknown. */
    private void termEnd(FactRecord s) {
        if (!is(s, StatementType.MEMBER_OF) && !is(s, StatementType.EDITED)) {
            return;
        }
        if (s.get("end") == null
                && !Boolean.TRUE.equals(s.get("ongoing"))
                && !Boolean.TRUE.equals(s.get("endUnknown"))) {
            add(
                    s,
                    "end",
                    "term-end",
                    "a term has an end, \"ongoing\": true or \"endUnknown\": true (with \"endBy\" when a bound is known, "
                            + "e.g. the next congress electing a new body)");
        }
    }

    /**
     * Attendance, mandate and office of one person at one congress agree (but an office held in absence,
     * {@link Vocabularies#OFFICES_HELD_IN_ABSENCE}); a consultative voice carries no decisive vote.
     */
    private void congressAgreement(FactBatch batch) {
        Map<String, String> attendance = new HashMap<>();
        for (FactRecord s : batch.statements()) {
            if (is(s, StatementType.ATTENDED)) {
                attendance.put(s.text("from") + " " + s.text("to"), String.valueOf(s.text("role")));
            }
        }
        for (FactRecord s : batch.statements()) {
            if (is(s, StatementType.REPRESENTED) && s.get("context") != null) {
                mandate(s, attendance.get(s.text("from") + " " + s.text("context")));
            } else if (is(s, StatementType.HELD_OFFICE)
                    && !Vocabularies.OFFICES_HELD_IN_ABSENCE.contains(s.text("role"))
                    && !attendance.containsKey(s.text("from") + " " + s.text("to"))) {
                add(
                        s,
                        "from",
                        "congress-agreement",
                        "\"" + s.text("from") + "\" holds an office of \"" + s.text("to")
                                + "\" but has no ATTENDED statement there; record the attendance (with its role) or correct the office");
            }
        }
    }

    private void mandate(FactRecord s, @Nullable String attendedAs) {
        String congress = s.text("context");
        if (attendedAs == null) {
            add(
                    s,
                    "context",
                    "congress-agreement",
                    "\"" + s.text("from") + "\" holds a mandate at \"" + congress
                            + "\" but has no ATTENDED statement there; record the attendance with the same role");
            return;
        }
        String role = s.text("role");
        if (role != null && !"null".equals(attendedAs) && !role.equals(attendedAs)) {
            add(
                    s,
                    "role",
                    "congress-agreement",
                    "the mandate's role \"" + role + "\" differs from the attendance's \"" + attendedAs + "\" at \""
                            + congress + "\"; a delegate has one voice at a congress");
        }
        boolean consultative = Voice.of(role).orElse(null) == Voice.CONSULTATIVE
                || Voice.of(attendedAs).orElse(null) == Voice.CONSULTATIVE;
        if (consultative && s.get("votes") instanceof Integer v && v > 0) {
            add(
                    s,
                    "votes",
                    "consultative-votes",
                    "a consultative delegate holds no decisive vote, but this mandate carries " + v
                            + "; give \"votes\": 0 or correct the role");
        }
    }

    /** The recorded decisive votes of a grouping at a congress do not exceed the largest figure stated for it. */
    private void groupingCount(FactBatch batch) {
        Map<String, Integer> stated = new HashMap<>();
        Map<String, FactRecord> statedBy = new HashMap<>();
        for (FactRecord s : batch.statements()) {
            if (is(s, StatementType.STRENGTH_AT) && s.get("votes") instanceof Integer v) {
                String key = s.text("from") + " " + s.text("to");
                stated.merge(key, v, Math::max);
                statedBy.putIfAbsent(key, s);
            }
        }
        Map<String, Integer> recorded = new HashMap<>();
        for (FactRecord s : batch.statements()) {
            if (is(s, StatementType.REPRESENTED) && s.get("grouping") != null && s.get("votes") instanceof Integer v) {
                recorded.merge(s.text("grouping") + " " + s.text("context"), v, Integer::sum);
            }
        }
        recorded.forEach((key, votes) -> {
            Integer most = stated.get(key);
            if (most != null && votes > most) {
                add(
                        Objects.requireNonNull(statedBy.get(key)), // stated and statedBy share their keys
                        "votes",
                        "grouping-count",
                        "the mandates of \"" + key.replace(" ", "\" at \"") + "\" carry " + votes
                                + " decisive votes, more than the " + most
                                + " stated; correct a mandate's votes or grouping, or the figure");
            }
        });
    }

    /**
     * An election of a body fills no more seats with elected full members than it is stated to have filled; disputed
     * versions (two people named for one seat) are not counted.
     */
    private void bodySeats(FactBatch batch) {
        Map<String, Set<String>> partOf = new HashMap<>();
        for (FactRecord s : batch.statements()) {
            if (is(s, StatementType.PART_OF) && kinds.get(s.text("from")) == EntityKind.EVENT) {
                partOf.computeIfAbsent(s.text("from"), k -> new HashSet<>()).add(s.text("to"));
            }
        }
        for (FactRecord event : batch.entities(EntityKind.EVENT)) {
            if (!(event.get("seats") instanceof Integer seats)) {
                continue;
            }
            Set<String> within = partOf.getOrDefault(event.id(), Set.of());
            long elected = batch.statements().stream()
                    .filter(s -> is(s, StatementType.MEMBER_OF)
                            && "elected".equals(s.text("began"))
                            && Term.FULL.equals(Term.seatKind(s.text("role")))
                            && !Certainty.DISPUTED.dataName().equals(s.text("certainty"))
                            && within.contains(s.text("to"))
                            && within.contains(s.text("context")))
                    .count();
            if (elected > seats) {
                add(
                        event,
                        "seats",
                        "body-seats",
                        elected + " full members are recorded as elected to a body of " + seats
                                + " seats at this election; correct the terms or the seats");
            }
        }
    }

    /**
     * Notes that differ only by names and numbers, or not at all, are a template: each record says what is particular
     * to it, and what several records share is said once, on what they share (the congress, the motion, the body).
     */
    private void nameSwappedNotes(FactBatch batch) {
        Map<String, FactRecord> byShape = new HashMap<>();
        List<FactRecord> all = new ArrayList<>(batch.statements());
        batch.allEntities().forEach(e -> all.add(e.getValue()));
        for (FactRecord r : all) {
            String note = r.text("note");
            if (note == null) {
                continue;
            }
            String shape = NAME_OR_NUMBER
                    .matcher(note)
                    .replaceAll("_")
                    .replaceAll("\\s+", " ")
                    .strip();
            long words = Arrays.stream(shape.split(" "))
                    .filter(t -> t.chars().anyMatch(Character::isLetter))
                    .count();
            if (words < TEMPLATE_WORDS) {
                continue;
            }
            FactRecord first = byShape.putIfAbsent(shape, r);
            if (first != null) {
                add(
                        r,
                        "note",
                        "name-swapped-notes",
                        "differs from the note of " + first.where()
                                + " only by names or numbers, or not at all; say what is particular to this record,"
                                + " say what they share once on what they share, or leave the note out");
            }
        }
    }

    /** One body has one id: organizations whose names differ only by words such as "committee" or "organisation". */
    private void oneBodyId(FactBatch batch) {
        Map<String, FactRecord> byName = new HashMap<>();
        for (FactRecord o : batch.entities(EntityKind.ORGANIZATION)) {
            if (o.text("name") == null || !"committee".equals(o.text("kind")) && !"group".equals(o.text("kind"))) {
                continue;
            }
            List<String> words = new ArrayList<>(List.of(o.text("name")
                    .toLowerCase(Locale.ROOT)
                    .replaceAll("[^\\p{L}\\s-]", " ")
                    .split("\\s+")));
            words.removeIf(w -> w.isBlank() || BODY_WORDS.contains(w));
            String key = String.join(" ", words);
            FactRecord first = byName.putIfAbsent(key, o);
            if (first != null && !key.isEmpty()) {
                add(
                        o,
                        "id",
                        "one-body-id",
                        "\"" + o.id() + "\" and " + first.where() + " name one body; merge them into one id and keep "
                                + "the other in \"formerIds\" so that it still resolves");
            }
        }
    }

    /**
     * One person holds one seat of a body at a time: two undisputed terms (both full, both candidate or both advisory)
     * of the same person in the same committee or editorial board certainly overlap when each begins before the other
     * has ended. A term ending the day the next begins does not.
     */
    private void overlappingTerms(FactBatch batch) {
        Map<String, List<FactRecord>> byHolder = new HashMap<>();
        for (FactRecord s : batch.statements()) {
            FactRecord body = entities.get(s.text("to"));
            if (is(s, StatementType.MEMBER_OF)
                    && body != null
                    && Set.of("committee", "editorial-board").contains(body.text("kind"))
                    && !Certainty.DISPUTED.dataName().equals(s.text("certainty"))
                    && date(s, "start") != null) {
                String seat = Term.seatKind(s.text("role"));
                byHolder.computeIfAbsent(s.text("from") + " " + s.text("to") + " " + seat, k -> new ArrayList<>())
                        .add(s);
            }
        }
        for (List<FactRecord> terms : byHolder.values()) {
            for (int i = 0; i < terms.size(); i++) {
                for (int j = i + 1; j < terms.size(); j++) {
                    if (overlap(terms.get(i), terms.get(j))) {
                        add(
                                terms.get(j),
                                "start",
                                "overlapping-terms",
                                "overlaps " + terms.get(i).where() + " in the same seat of \""
                                        + terms.get(j).text("to")
                                        + "\"; end the first term when the second begins (\"ended\": \"term-expired\" "
                                        + "on re-election) or merge them");
                    }
                }
            }
        }
    }

    private static boolean overlap(FactRecord a, FactRecord b) {
        LocalDate aEnd = endBound(a);
        LocalDate bEnd = endBound(b);
        return start(a).hi().isBefore(bEnd) && start(b).hi().isBefore(aEnd);
    }

    /** The start of a term gathered by {@link #overlappingTerms}, which keeps only terms with one. */
    private static PartialDate start(FactRecord term) {
        return Objects.requireNonNull(date(term, "start"));
    }

    /** The earliest day a term can have ended: its end or endBy, else never (it may go on). */
    private static LocalDate endBound(FactRecord term) {
        PartialDate end = date(term, "end") != null ? date(term, "end") : date(term, "endBy");
        return end == null ? LocalDate.MAX : end.lo();
    }

    /**
     * One work at one address is one source: two source records with the same {@code url} (a trailing slash and the
     * scheme aside) cite it twice, so its facts look better attested than they are and a reader meets it under two
     * titles. A copy read elsewhere is named in the work's {@code citation}, not recorded as a second source.
     */
    private void oneSourcePerAddress(FactBatch batch) {
        Map<String, FactRecord> byAddress = new HashMap<>();
        for (FactRecord source : batch.entities(EntityKind.SOURCE)) {
            String url = source.text("url");
            if (url == null || url.isBlank()) {
                continue;
            }
            String address = url.strip().replaceFirst("^https?://", "").replaceFirst("/+$", "");
            FactRecord first = byAddress.putIfAbsent(address, source);
            if (first != null) {
                add(
                        source,
                        "url",
                        "one-source-per-address",
                        "cites the same address as " + first.where() + "; keep one source for the work and name the"
                                + " copies read in its \"citation\"");
            }
        }
    }
}
