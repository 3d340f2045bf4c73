package org.iskra.importer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.iskra.congresses.Roster;
import org.iskra.facts.Certainty;
import org.iskra.facts.EntityKind;
import org.iskra.facts.PartialDate;
import org.iskra.facts.StatementType;
import org.iskra.facts.TermEnding;
import org.iskra.facts.Voice;
import org.jspecify.annotations.Nullable;

/**
 * The curation rules of the shipped dataset, run by {@code validate} after {@link FactValidator}: what a well-formed
 * fact may still get wrong (a free-text role, a roster longer than the congress, a membership after its member's death,
 * boilerplate doubt). Each problem names its rule.
 */
public final class DataLinter {
    private static final String POLICE = "police";
    private static final String INFORMER = "informer";
    private static final Pattern KEBAB = Pattern.compile("[a-z0-9]+(?:-[a-z0-9]+)*");
    /** Words about the curation work rather than the facts ("read this session", "task 218", "QA 207"). */
    private static final Pattern WORKING_WORDS = Pattern.compile(
            "\\b(?:(?:read|re-read|checked|found|looked up|added|searched)(?: again)? (?:in |during )?this session"
                    + "|(?:task|QA|audit) \\d{2,})\\b",
            Pattern.CASE_INSENSITIVE);

    /** The rules, by the name each problem carries. */
    public static final List<String> RULES = Stream.concat(
                    Stream.of(
                            "id-style",
                            "role-vocabulary",
                            "roster-count",
                            "membership-dates",
                            "undated-faction-membership",
                            "specific-notes",
                            "no-working-notes",
                            "motion-congress",
                            "tally-count",
                            "election-votes",
                            "elected-by-close",
                            "elected-after-opening",
                            "expired-by-close"),
                    Stream.of(TruthRules.RULES, NameRules.RULES, DuplicateStatements.RULES)
                            .flatMap(List::stream))
            .toList();

    private final Map<String, FactRecord> entities = new HashMap<>();
    private final Map<String, EntityKind> kinds = new HashMap<>();
    private final List<Problem> problems = new ArrayList<>();

    private DataLinter(FactBatch batch) {
        batch.allEntities().forEach(e -> {
            if (e.getValue().id() != null) {
                entities.put(e.getValue().id(), e.getValue());
                kinds.put(e.getValue().id(), e.getKey());
            }
        });
    }

    /** Every rule over a self-contained batch (the data folder); an empty list when it is clean. */
    public static List<Problem> lint(FactBatch batch) {
        DataLinter linter = new DataLinter(batch);
        linter.idStyle(batch);
        batch.statements().forEach(linter::roleVocabulary);
        linter.rosterCounts(batch);
        batch.statements().forEach(linter::membershipDates);
        batch.statements().forEach(linter::termWithinItsBody);
        batch.statements().forEach(linter::undatedFactionMembership);
        linter.specificNotes(batch);
        batch.allEntities().forEach(e -> linter.noWorkingNotes(e.getValue()));
        batch.statements().forEach(linter::noWorkingNotes);
        linter.motionsBelongToCongresses(batch);
        batch.statements().forEach(linter::tallyCount);
        batch.statements().forEach(linter::electionVotes);
        batch.statements().forEach(linter::electedAtCongress);
        linter.expiredByClose(batch);
        new TruthRules(linter.entities, linter.kinds, linter.problems).lint(batch);
        NameRules.lint(batch, linter.problems);
        DuplicateStatements.lint(batch, linter.problems);
        return linter.problems;
    }

    private void add(FactRecord r, String field, String rule, String message) {
        problems.add(Problem.of(r, field, "[" + rule + "] " + message));
    }

    /** Entity ids and statement ids are kebab-case slugs, and every statement of the dataset has one. */
    private void idStyle(FactBatch batch) {
        batch.allEntities()
                .map(Map.Entry::getValue)
                .filter(r -> r.id() != null && !KEBAB.matcher(r.id()).matches())
                .forEach(r -> add(
                        r,
                        "id",
                        "id-style",
                        "\"" + r.id() + "\" is not a kebab-case slug (lowercase letters and digits joined by '-')"));
        for (FactRecord s : batch.statements()) {
            if (s.id() == null) {
                // linted data is valid: a statement has its from, type and to, so an id made of them
                String derived = Objects.requireNonNull(StatementIds.of(s));
                add(
                        s,
                        "id",
                        "id-style",
                        "every statement of the dataset has an explicit kebab-case id, e.g. \""
                                + derived.replaceAll("[._]", "-") + "\"");
            } else if (!KEBAB.matcher(s.id()).matches()) {
                add(
                        s,
                        "id",
                        "id-style",
                        "\"" + s.id() + "\" is not a kebab-case slug (lowercase letters and digits joined by '-')");
            }
        }
    }

    private void roleVocabulary(FactRecord s) {
        String role = s.text("role");
        if (role == null) {
            if (is(s, StatementType.MEMBER_OF)) {
                informerOnlyInAPoliceBody(s, null);
            }
            return;
        }
        Set<String> roles =
                StatementType.parse(s.text("type")).map(Vocabularies.ROLES::get).orElse(null);
        if (roles == null) {
            add(
                    s,
                    "role",
                    "role-vocabulary",
                    s.text("type") + " statements take no role; say it in \"note\" (got \"" + role + "\")");
        } else if (!roles.contains(role)) {
            add(
                    s,
                    "role",
                    "role-vocabulary",
                    "\"" + role + "\" is not a " + s.text("type") + " role; expected one of " + new TreeSet<>(roles)
                            + " (put details in \"note\")");
        } else if (is(s, StatementType.MEMBER_OF)) {
            informerOnlyInAPoliceBody(s, role);
        }
    }

    /** An informer informs for a police body, and the party members in a police body are there as informers. */
    private void informerOnlyInAPoliceBody(FactRecord s, @Nullable String role) {
        FactRecord body = entities.get(s.text("to"));
        boolean police = body != null && POLICE.equals(body.text("kind"));
        if (INFORMER.equals(role) != police) {
            add(
                    s,
                    "role",
                    "role-vocabulary",
                    police
                            ? "a membership of the police body \"" + s.text("to") + "\" has role \"" + INFORMER
                                    + "\" (got " + (role == null ? "none" : "\"" + role + "\"") + ")"
                            : "role \"" + INFORMER + "\" belongs to a membership of a body of kind \"" + POLICE
                                    + "\" (the Okhrana), not of \"" + s.text("to") + "\"");
        }
    }

    /**
     * What a roster records of a congress: delegates with a decisive voice, with a consultative one, all but guests,
     * and mandate votes.
     */
    private record RosterCount(int voting, int consultative, int delegates, int mandateVotes) {
        /** One attendance, counted by its role. */
        static RosterCount attendance(@Nullable String role) {
            Voice voice = Voice.of(role).orElse(null);
            return new RosterCount(
                    voice == Voice.DECISIVE ? 1 : 0,
                    voice == Voice.CONSULTATIVE ? 1 : 0,
                    voice == null || voice.delegate() ? 1 : 0,
                    0);
        }

        static RosterCount mandate(int votes) {
            return new RosterCount(0, 0, 0, votes);
        }

        RosterCount plus(RosterCount other) {
            return new RosterCount(
                    voting + other.voting,
                    consultative + other.consultative,
                    delegates + other.delegates,
                    mandateVotes + other.mandateVotes);
        }
    }

    /** A congress records no more delegates, consultative delegates or mandate votes than it is known to have had. */
    private void rosterCounts(FactBatch batch) {
        Map<String, RosterCount> recorded = new HashMap<>();
        for (FactRecord s : batch.statements()) {
            if (is(s, StatementType.ATTENDED)) {
                recorded.merge(s.text("to"), RosterCount.attendance(s.text("role")), RosterCount::plus);
            } else if (is(s, StatementType.REPRESENTED)
                    && s.get("context") != null
                    && s.get("votes") instanceof Integer v) {
                recorded.merge(s.text("context"), RosterCount.mandate(v), RosterCount::plus);
            }
        }
        recorded.forEach((congressId, c) -> {
            FactRecord congress = entities.get(congressId);
            if (congress == null || kinds.get(congressId) != EntityKind.CONGRESS) {
                return;
            }
            Integer voting = number(congress, "votingDelegates");
            Integer consultative = number(congress, "consultativeDelegates");
            Integer known = Roster.knownDelegates(number(congress, "delegates"), voting, consultative);
            tooMany(
                    congress,
                    "votingDelegates",
                    c.voting(),
                    voting,
                    "delegates with a decisive vote (role \"delegate\")");
            tooMany(
                    congress,
                    "consultativeDelegates",
                    c.consultative(),
                    consultative,
                    "consultative delegates (role \"advisory-delegate\")");
            tooMany(congress, "delegates", c.delegates(), known, "delegates (attendances other than guests)");
            tooMany(
                    congress,
                    "votes",
                    c.mandateVotes(),
                    number(congress, "votes"),
                    "mandate votes (REPRESENTED votes)");
        });
    }

    private void tooMany(FactRecord congress, String field, int recorded, @Nullable Integer stated, String what) {
        if (stated != null && recorded > stated) {
            add(
                    congress,
                    field,
                    "roster-count",
                    "the data records " + recorded + " " + what + " but the congress is stated to have had " + stated
                            + "; correct the count (with its source) or the roster");
        }
    }

    /** The dates of a term that may not fall after its holder's death, each with how to mend it. */
    private static final List<Map.Entry<String, String>> AFTER_DEATH = List.of(
            Map.entry("start", ""),
            Map.entry("startBy", ""),
            Map.entry("end", "; a membership ends at the latest with its member's death"),
            Map.entry("endBy", "; bound the term by the death instead"));

    /** Memberships and elections lie within the organization's life and the person's. */
    private void membershipDates(FactRecord s) {
        if (!is(s, StatementType.MEMBER_OF) && !is(s, StatementType.ELECTED_TO)) {
            return;
        }
        PartialDate start = date(s, "start") != null ? date(s, "start") : date(s, "startBy");
        PartialDate founded = date(entities.get(s.text("to")), "founded");
        PartialDate died = date(entities.get(s.text("from")), "died");
        if (start != null && founded != null && start.hi().isBefore(founded.lo())) {
            add(
                    s,
                    s.get("start") != null ? "start" : "startBy",
                    "membership-dates",
                    "\"" + start + "\" is before \"" + s.text("to") + "\" was founded (" + founded + ")");
        }
        for (Map.Entry<String, String> field : AFTER_DEATH) {
            PartialDate when = date(s, field.getKey());
            if (when != null && died != null && when.lo().isAfter(died.hi())) {
                add(
                        s,
                        field.getKey(),
                        "membership-dates",
                        (field.getKey().equals("endBy") ? "the bound " : "") + "\"" + when
                                + "\" is after the death of \"" + s.text("from") + "\" (" + died + ")"
                                + field.getValue());
            }
        }
    }

    /**
     * A seat on a body or a publication's board lies within the body's life: it neither starts after the body was
     * dissolved (the publication's last issue) nor is bounded ({@code endBy}) by a later date, and a term whose end is
     * not stated is bounded by it at the latest (else {@code members(activeOn:)} would seat its holder in the body for
     * life). An end stated as such may come later (the editors of a paper seized before its next issue were arrested
     * after the last one came out).
     */
    private void termWithinItsBody(FactRecord s) {
        String last = is(s, StatementType.EDITED) ? "lastIssue" : is(s, StatementType.MEMBER_OF) ? "dissolved" : null;
        if (last == null) {
            return;
        }
        PartialDate gone = date(entities.get(s.text("to")), last);
        if (gone == null) {
            return;
        }
        for (String field : List.of("start", "startBy", "endBy")) {
            PartialDate when = date(s, field);
            if (when != null && when.lo().isAfter(gone.hi())) {
                add(
                        s,
                        field,
                        "membership-dates",
                        "\"" + when + "\" is after \"" + s.text("to") + "\" ended (" + last + ": " + gone
                                + "); correct the date, or bound the term by that end");
            }
        }
        if (s.get("end") == null && (Boolean.TRUE.equals(s.get("ongoing")) || s.get("endBy") == null)) {
            add(
                    s,
                    Boolean.TRUE.equals(s.get("ongoing")) ? "ongoing" : "endBy",
                    "membership-dates",
                    "the term has no end but \"" + s.text("to") + "\" ended (" + last + ": " + gone
                            + "); state its end, or bound it with \"endBy\": \"" + gone + "\"");
        }
    }

    private void undatedFactionMembership(FactRecord s) {
        if (is(s, StatementType.MEMBER_OF)
                && s.get("start") == null
                && s.get("startBy") == null
                && entities.get(s.text("to")) != null
                && "faction".equals(entities.get(s.text("to")).text("kind"))) {
            add(
                    s,
                    "start",
                    "undated-faction-membership",
                    "a membership of the faction \"" + s.text("to")
                            + "\" needs a start date (at least the year, from a source), or, when no source dates the joining, "
                            + "\"startBy\": a date on which a source shows the person in the faction; without either "
                            + "it cannot answer who belonged when");
        }
    }

    /**
     * The note of an uncertain or disputed statement says what is in doubt about that statement, not a shared formula.
     */
    private void specificNotes(FactBatch batch) {
        Map<String, FactRecord> byNote = new HashMap<>();
        for (FactRecord s : batch.statements()) {
            String certainty = s.text("certainty");
            if (!Certainty.UNCERTAIN.dataName().equals(certainty)
                            && !Certainty.DISPUTED.dataName().equals(certainty)
                    || s.text("note") == null) {
                continue;
            }
            FactRecord first = byNote.putIfAbsent(s.text("note").strip(), s);
            if (first != null) {
                add(
                        s,
                        "note",
                        "specific-notes",
                        "the same note as " + first.where() + "; say what is " + certainty
                                + " about this statement in particular");
            }
        }
    }

    /**
     * A note, description or citation speaks of the facts and their sources, not of the work that gathered them ("read
     * this session", "task 218"): those words mean nothing to a reader of the dataset and date it to its making.
     */
    private void noWorkingNotes(FactRecord r) {
        for (String field : List.of("note", "description", "citation")) {
            String text = r.text(field);
            if (text == null) {
                continue;
            }
            Matcher m = WORKING_WORDS.matcher(text);
            if (m.find()) {
                add(
                        r,
                        field,
                        "no-working-notes",
                        "\"" + m.group() + "\" speaks of how the data was gathered, not of the facts; say what the"
                                + " source says and where (volume, page, the copy read), without sessions or tasks");
            }
        }
    }

    private void motionsBelongToCongresses(FactBatch batch) {
        Set<String> placed = new HashSet<>();
        for (FactRecord s : batch.statements()) {
            if (is(s, StatementType.PART_OF) && kinds.get(s.text("to")) == EntityKind.CONGRESS) {
                placed.add(s.text("from"));
            }
        }
        for (FactRecord m : batch.entities(EntityKind.MOTION)) {
            if (!placed.contains(m.id())) {
                add(
                        m,
                        "id",
                        "motion-congress",
                        "a motion belongs to a congress: add a PART_OF statement from \"" + m.id()
                                + "\" to the congress or conference where it was put");
            }
        }
    }

    /** A tally counts no more votes than the congress had. */
    private void tallyCount(FactRecord s) {
        if (!is(s, StatementType.DECIDED)) {
            return;
        }
        int counted =
                orZero(number(s, "votesFor")) + orZero(number(s, "votesAgainst")) + orZero(number(s, "abstentions"));
        Integer votes = number(entities.get(s.text("from")), "votes");
        if (votes != null && counted > votes) {
            add(
                    s,
                    "votesFor",
                    "tally-count",
                    "the tally counts " + counted + " votes but \"" + s.text("from") + "\" had " + votes
                            + " decisive votes");
        }
        if (s.get("outcome") == null) {
            add(s, "outcome", "tally-count", "a decision states its outcome: adopted, rejected or withdrawn");
        }
    }

    /**
     * The votes a term records are those its holder received when elected at a congress: the term says it was elected
     * and where, and counts no more votes than the congress had delegates.
     */
    private void electionVotes(FactRecord s) {
        if (!is(s, StatementType.MEMBER_OF) || !(s.get("votes") instanceof Integer received)) {
            return;
        }
        FactRecord congress = electedAt(s);
        if (congress == null) {
            add(
                    s,
                    "votes",
                    "election-votes",
                    "a term's votes are those received when elected at a congress: give \"began\": \"elected\" and"
                            + " the congress as \"context\"");
            return;
        }
        Integer delegates = number(congress, "delegates");
        if (delegates != null && received > delegates) {
            add(
                    s,
                    "votes",
                    "election-votes",
                    "the term records " + received + " votes but \"" + s.text("context") + "\" had " + delegates
                            + " delegates");
        }
    }

    /**
     * A term elected at a congress began while the congress sat: not before its first day, by its last. When those days
     * are known and the term's start is only a month or a year around them, the term gives them as {@code startAfter}
     * and {@code startBy}: without them a roster taken on the days before the congress would count the new seat
     * possible, and one taken on the days after it could only call it possible.
     */
    private void electedAtCongress(FactRecord s) {
        PartialDate start = date(s, "start");
        FactRecord congress = is(s, StatementType.MEMBER_OF) ? electedAt(s) : null;
        if (congress == null || start == null || start.precision() == PartialDate.Precision.DAY) {
            return;
        }
        String elected = "a term elected at \"" + s.text("context") + "\"";
        askForDay(
                s, "startBy", date(congress, "end"), start, "elected-by-close", elected + " had begun by its last day");
        askForDay(
                s,
                "startAfter",
                date(congress, "start"),
                start,
                "elected-after-opening",
                elected + " cannot have begun before its first day");
    }

    /**
     * A term whose mandate ran out ended while the congress that elected its successors sat: not before its first day,
     * by its last. When those days are known and the term's end is only a month or a year around them, the term gives
     * them as {@code endAfter} and {@code endBy}: without them a roster taken on the days before the congress would
     * count the old seat only possible, and one taken on the days after it would still count it possible.
     */
    private void expiredByClose(FactBatch batch) {
        Map<String, Set<FactRecord>> electedTo = new HashMap<>();
        for (FactRecord s : batch.statements()) {
            FactRecord congress = is(s, StatementType.MEMBER_OF) ? electedAt(s) : null;
            if (congress != null) {
                electedTo
                        .computeIfAbsent(s.text("to"), body -> new LinkedHashSet<>())
                        .add(congress);
            }
        }
        for (FactRecord s : batch.statements()) {
            PartialDate end = date(s, "end");
            if (!is(s, StatementType.MEMBER_OF)
                    || !TermEnding.TERM_EXPIRED.dataName().equals(s.text("ended"))
                    || end == null
                    || end.precision() == PartialDate.Precision.DAY) {
                continue;
            }
            FactRecord own = electedAt(s);
            electedTo.getOrDefault(s.text("to"), Set.of()).stream()
                    .filter(congress -> congress != own && dayWithin(date(congress, "end"), end))
                    .findFirst()
                    .ifPresent(successors -> {
                        PartialDate closed = date(successors, "end");
                        PartialDate opened = date(successors, "start");
                        askForDay(s, "endBy", closed, end, "expired-by-close", ranOut("closed", closed));
                        askForDay(s, "endAfter", opened, end, "expired-by-close", ranOut("opened", opened));
                    });
        }
    }

    private static boolean dayWithin(@Nullable PartialDate day, PartialDate period) {
        return day != null && day.precision() == PartialDate.Precision.DAY && day.within(period);
    }

    private static String ranOut(String what, @Nullable PartialDate day) {
        return "the mandate ran out at a congress that " + what + " on " + (day == null ? "?" : day.text())
                + " and elected this body anew";
    }

    /**
     * Asks a term for {@code field}, a congress's {@code day}, when the term lacks it and the day falls within the
     * term's coarse {@code date} (its start or end).
     */
    private void askForDay(
            FactRecord s, String field, @Nullable PartialDate day, PartialDate date, String rule, String why) {
        if (s.get(field) == null && dayWithin(day, date)) {
            add(
                    s,
                    field,
                    rule,
                    why + ": give \"" + field + "\": \""
                            + Objects.requireNonNull(day).text() + "\"");
        }
    }

    /** The congress at which a term was elected: its context, when the term says it began elected; else null. */
    private @Nullable FactRecord electedAt(FactRecord s) {
        String context = s.text("context");
        return "elected".equals(s.text("began")) && kinds.get(context) == EntityKind.CONGRESS
                ? entities.get(context)
                : null;
    }

    static boolean is(FactRecord statement, StatementType type) {
        return type.name().equals(statement.text("type"));
    }

    private static @Nullable Integer number(@Nullable FactRecord r, String field) {
        return r != null && r.get(field) instanceof Integer i ? i : null;
    }

    private static int orZero(@Nullable Integer i) {
        return i == null ? 0 : i;
    }

    /** A record's date field, parsed; null when absent or malformed (the validator reports those). */
    static @Nullable PartialDate date(@Nullable FactRecord r, String field) {
        if (r == null || r.get(field) == null) {
            return null;
        }
        try {
            return PartialDate.parse(r.text(field));
        } catch (PartialDate.InvalidDateException e) {
            return null; // reported by the validator
        }
    }
}
