package org.iskra.importer;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.iskra.facts.Certainty;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Field;
import org.iskra.facts.Fields;
import org.iskra.facts.PartialDate;
import org.iskra.facts.StatementType;
import org.iskra.facts.TermEnding;
import org.iskra.facts.Text;
import org.jspecify.annotations.Nullable;

/**
 * The one validator of facts, used by the start-up import, the {@code import} and {@code validate} commands and the
 * GraphQL mutations. Every problem names the record (file, list, index, id), the field, the bad value and what is
 * expected.
 */
public final class FactValidator {
    private static final Pattern ID = Pattern.compile("[a-z0-9]+(?:[-.][a-z0-9]+)*");
    /**
     * Values are checked by their field's type wherever the field appears, also where it is unknown (and reported so).
     */
    private static final List<Field> DATES = fieldsOfType(Field.Type.PARTIAL_DATE, List.of(Field.values()));

    private static final List<Field> NUMBERS = fieldsOfType(Field.Type.WHOLE_NUMBER, List.of(Field.values()));
    private static final List<Field> ENTITY_TEXT_LISTS = fieldsOfType(Field.Type.TEXT_LIST, Fields.ofAnyEntity());
    private static final List<Field> ENTITY_REFERENCES = fieldsOfType(Field.Type.REFERENCE, Fields.ofAnyEntity());
    private static final List<Field> STATEMENT_REFERENCES = fieldsOfType(Field.Type.REFERENCE, Fields.STATEMENT.all());
    private static final Set<String> STATEMENT_FIELDS = Set.copyOf(Fields.STATEMENT.keys());

    /** Kinds of the ids that already exist outside the batch (in the graph); empty for a self-contained folder. */
    private final Function<Set<String>, Map<String, EntityKind>> existing;
    /** Tiers of sources that already exist outside the batch, by id (a source stored without one is absent). */
    private final Function<Set<String>, Map<String, String>> existingTiers;

    public FactValidator(Function<Set<String>, Map<String, EntityKind>> existing) {
        this(existing, ids -> Map.of());
    }

    public FactValidator(
            Function<Set<String>, Map<String, EntityKind>> existing,
            Function<Set<String>, Map<String, String>> existingTiers) {
        this.existing = existing;
        this.existingTiers = existingTiers;
    }

    /** A validator for a self-contained set of files: every reference must be defined in the batch. */
    public static FactValidator selfContained() {
        return new FactValidator(ids -> Map.of());
    }

    public List<Problem> validate(FactBatch batch) {
        List<Problem> problems = new ArrayList<>(batch.readProblems());
        Map<String, EntityKind> kinds = new HashMap<>();
        Map<String, FactRecord> definitions = new HashMap<>();
        batch.allEntities().forEach(e -> checkEntity(e.getKey(), e.getValue(), kinds, definitions, problems));
        Map<String, FactRecord> statementIds = new HashMap<>();
        for (FactRecord s : batch.statements()) {
            checkStatementShape(s, statementIds, problems);
        }
        resolveExisting(batch, kinds);
        batch.allEntities().forEach(e -> checkEntityReferences(e.getKey(), e.getValue(), kinds, problems));
        for (FactRecord s : batch.statements()) {
            checkStatementReferences(s, kinds, problems);
        }
        checkMembershipAfterBirth(batch, problems);
        checkSharedNames(batch, problems);
        SourceTiers.of(batch, existingTiers).check(batch, problems);
        return problems;
    }

    private void checkEntity(
            EntityKind kind,
            FactRecord r,
            Map<String, EntityKind> kinds,
            Map<String, FactRecord> definitions,
            List<Problem> problems) {
        String id = r.id();
        if (id == null || !ID.matcher(id).matches()) {
            problems.add(
                    Problem.of(
                            r,
                            "id",
                            "\"" + id
                                    + "\" is not a valid id; expected a lowercase ASCII slug such as \"lenin\" or \"rsdlp-congress-2\""));
        } else if (definitions.containsKey(id)) {
            problems.add(Problem.of(
                    r,
                    "id",
                    "\"" + id + "\" is already defined at "
                            + definitions.get(id).where() + "; an id is defined once across all kinds"));
        } else {
            definitions.put(id, r);
            kinds.put(id, kind);
        }
        Fields fields = Fields.of(kind);
        Set<String> allowed = Set.copyOf(fields.keys());
        r.fields().keySet().stream()
                .filter(f -> !allowed.contains(f))
                .sorted()
                .forEach(f -> problems.add(Problem.of(
                        r, f, "unknown field for " + kind.listName() + "; expected one of " + new TreeSet<>(allowed))));
        String nameField = Objects.requireNonNull(fields.name(), "an entity kind has a name field")
                .key();
        if (isBlank(r.get(nameField))) {
            problems.add(Problem.of(r, nameField, "is required and must be a non-empty string"));
        }
        ENTITY_TEXT_LISTS.forEach(f -> checkStrings(r, f.key(), problems));
        if (fields.requires(Field.SOURCES)) {
            checkSources(r, problems);
        }
        checkKind(kind, r, problems);
        if (kind == EntityKind.SOURCE) {
            checkVocabulary(r, "tier", SourceTiers.KEYS, problems);
        }
        checkDates(r, problems);
        checkNumbers(r, problems);
    }

    private static void checkKind(EntityKind kind, FactRecord r, List<Problem> problems) {
        Set<String> values = Vocabularies.KINDS.get(kind);
        Object value = r.get("kind");
        if (values == null) {
            return;
        }
        if (value == null && Fields.of(kind).requires(Field.KIND)) {
            problems.add(Problem.of(r, "kind", "is required; expected one of " + new TreeSet<>(values)));
        } else if (value != null && !values.contains(value.toString())) {
            problems.add(Problem.of(
                    r, "kind", "\"" + value + "\" is not allowed; expected one of " + new TreeSet<>(values)));
        }
    }

    private void checkStatementShape(FactRecord s, Map<String, FactRecord> ids, List<Problem> problems) {
        s.fields().keySet().stream()
                .filter(f -> !STATEMENT_FIELDS.contains(f))
                .sorted()
                .forEach(f -> problems.add(Problem.of(
                        s, f, "unknown field for a statement; expected one of " + new TreeSet<>(STATEMENT_FIELDS))));
        String type = s.text("type");
        if (StatementType.parse(type).isEmpty()) {
            problems.add(Problem.of(
                    s,
                    "type",
                    "\"" + type + "\" is not a statement type; expected one of " + List.of(StatementType.values())));
        }
        for (Field end : STATEMENT_REFERENCES) {
            if (Fields.STATEMENT.requires(end) && isBlank(s.get(end.key()))) {
                problems.add(Problem.of(s, end.key(), "is required: the id of an entity"));
            }
        }
        String id = StatementIds.of(s);
        if (id != null && !ID.matcher(id).matches() && !id.matches("[a-z0-9_.\\-]+")) {
            problems.add(Problem.of(
                    s, "id", "\"" + id + "\" is not a valid id; use lowercase letters, digits, '-', '.' and '_'"));
        } else if (id != null && ids.containsKey(id)) {
            problems.add(
                    Problem.of(
                            s,
                            "id",
                            "\"" + id + "\" is also the id of " + ids.get(id).where()
                                    + "; give one of them an explicit \"id\" (two statements with the same from, type and to need distinct ids)"));
        } else if (id != null) {
            ids.put(id, s);
        }
        String certainty = s.text("certainty");
        if (certainty != null && !Vocabularies.CERTAINTIES.contains(certainty)) {
            problems.add(Problem.of(
                    s,
                    "certainty",
                    "\"" + certainty + "\" is not allowed; expected one of " + Vocabularies.CERTAINTIES));
        }
        if ((Certainty.DISPUTED.dataName().equals(certainty)
                        || Certainty.UNCERTAIN.dataName().equals(certainty))
                && isBlank(s.get("note"))) {
            problems.add(Problem.of(
                    s,
                    "note",
                    "is required when certainty is \"" + certainty
                            + "\": say what the versions are and which source holds which"));
        }
        checkSources(s, problems);
        checkDates(s, problems);
        checkNumbers(s, problems);
        checkStatementFields(s, problems);
    }

    /** Type-specific fields: where they may appear, their vocabularies, and contradictions between them. */
    private static void checkStatementFields(FactRecord s, List<Problem> problems) {
        String type = s.text("type");
        for (Field field : Fields.STATEMENT.all()) {
            Set<String> types = Fields.onlyOn(field).map(FactValidator::names).orElse(null);
            if (types != null && s.get(field.key()) != null && type != null && !types.contains(type)) {
                problems.add(Problem.of(
                        s, field.key(), "is not a field of " + type + " statements; it belongs on " + types));
            }
        }
        checkVocabulary(s, "choice", Vocabularies.CHOICES, problems);
        checkVocabulary(s, "outcome", Vocabularies.OUTCOMES, problems);
        checkVocabulary(s, "began", Vocabularies.BEGINNINGS, problems);
        checkVocabulary(s, "ended", Vocabularies.ENDINGS, problems);
        checkEndingFitsType(s, type, problems);
        if (StatementType.ELECTED_TO.name().equals(type)) {
            problems.add(
                    Problem.of(
                            s,
                            "type",
                            "ELECTED_TO is retired: a seat won at an election is a term, written as MEMBER_OF with "
                                    + "\"began\": \"elected\" and the congress as \"context\", so that rosters and members(activeOn:) read it"));
        }
        checkEndUnknown(s, problems);
        Object ongoing = s.get("ongoing");
        if (ongoing != null && !(ongoing instanceof Boolean)) {
            problems.add(Problem.of(
                    s,
                    "ongoing",
                    "\"" + ongoing + "\" is not a boolean; write true, or leave it out when the end is unknown"));
        } else if (Boolean.TRUE.equals(ongoing) && (s.get("end") != null || s.get("endBy") != null)) {
            problems.add(Problem.of(
                    s,
                    "ongoing",
                    "contradicts " + (s.get("end") != null ? "end" : "endBy")
                            + ": a period is ongoing, or it ended (end), or it ended at the latest by a date (endBy)"));
        }
        if (s.get("startBy") != null && s.get("start") != null) {
            dayWithin(
                    s,
                    "startBy",
                    "start",
                    "by which the term had certainly begun, e.g. the close of the congress that elected it",
                    problems);
        }
        if (s.get("startAfter") != null) {
            if (s.get("start") == null) {
                problems.add(Problem.of(
                        s,
                        "startAfter",
                        "narrows a start known only to the month or year; this term has no start: give \"start\""));
            } else {
                dayWithin(
                        s,
                        "startAfter",
                        "start",
                        "before which the term cannot have begun, e.g. the opening of the congress that elected it",
                        problems);
            }
        }
        if (s.get("endBy") != null && s.get("end") != null) {
            dayWithin(
                    s,
                    "endBy",
                    "end",
                    "by which the term had certainly ended, e.g. the close of the congress that"
                            + " elected its successors",
                    problems);
        }
        if (s.get("endAfter") != null && s.get("end") != null) {
            dayWithin(
                    s,
                    "endAfter",
                    "end",
                    "before which the term had certainly not ended, e.g. the opening of the congress that"
                            + " elected its successors",
                    problems);
        }
        if (s.get("endAfter") != null && Boolean.TRUE.equals(ongoing)) {
            problems.add(Problem.of(s, "endAfter", "is only for an unknown end; this statement is ongoing"));
        }
        if (StatementType.REPRESENTED.name().equals(type) && isBlank(s.get("context"))) {
            problems.add(Problem.of(
                    s, "context", "is required on REPRESENTED: the id of the congress where the mandate was held"));
        }
    }

    /**
     * {@code endUnknown} is a boolean that says the end is not known, so it contradicts an end and an ongoing period.
     */
    private static void checkEndUnknown(FactRecord s, List<Problem> problems) {
        Object endUnknown = s.get("endUnknown");
        if (endUnknown != null && !(endUnknown instanceof Boolean)) {
            problems.add(Problem.of(
                    s,
                    "endUnknown",
                    "\"" + endUnknown + "\" is not a boolean; write true when the sources do not give the end"));
        } else if (Boolean.TRUE.equals(endUnknown) && (s.get("end") != null || Boolean.TRUE.equals(s.get("ongoing")))) {
            problems.add(
                    Problem.of(
                            s,
                            "endUnknown",
                            "contradicts " + (s.get("end") != null ? "end" : "ongoing")
                                    + ": a period ended (end), goes on (ongoing) or has an unknown end (endUnknown, with endBy when bounded)"));
        }
        if (s.get("ended") != null && s.get("end") == null && s.get("endBy") == null) {
            problems.add(Problem.of(
                    s,
                    "ended",
                    "says how the term ended (\"" + s.get("ended")
                            + "\") but it has no end or endBy date; give the date"));
        }
    }

    /**
     * Beside a start or an end known only to the month or year, {@code startBy}, {@code startAfter}, {@code endBy} or
     * {@code endAfter} narrows it to a day within it: by which the term had certainly begun or ended (the close of the
     * congress that elected the term, or its successors), or before which it cannot have begun or had certainly not
     * ended (that congress's opening). Malformed dates are left to the date checks.
     */
    private static void dayWithin(FactRecord s, String bound, String field, String meaning, List<Problem> problems) {
        PartialDate period;
        PartialDate by;
        try {
            period = PartialDate.parse(s.text(field));
            by = PartialDate.parse(s.text(bound));
        } catch (PartialDate.InvalidDateException e) {
            return;
        }
        if (period.precision() == PartialDate.Precision.DAY) {
            problems.add(Problem.of(
                    s,
                    bound,
                    "adds nothing to " + (field.equals("start") ? "a start" : "an end") + " known to the day (\""
                            + period.text() + "\"): drop " + bound));
        } else if (by.precision() != PartialDate.Precision.DAY || !by.within(period)) {
            problems.add(Problem.of(
                    s,
                    bound,
                    "beside " + (field.equals("start") ? "a start" : "an end") + ", " + bound
                            + " is the day within it (\"" + period.text() + "\") " + meaning + "; \"" + by.text()
                            + "\" is not such a day"));
        }
    }

    /**
     * An exile ends by escape or release, a seat or an editorship by the endings of a term ({@link TermEnding#endsA}).
     */
    private static void checkEndingFitsType(FactRecord s, @Nullable String type, List<Problem> problems) {
        Optional<TermEnding> ended = TermEnding.of(s.text("ended"));
        Optional<StatementType> statementType = StatementType.parse(type);
        if (ended.isPresent() && statementType.isPresent() && !ended.get().endsA(statementType.get())) {
            problems.add(Problem.of(
                    s,
                    "ended",
                    "\"" + ended.get().dataName() + "\" does not end a " + type + " statement: "
                            + (statementType.get() == StatementType.EXILED_TO
                                    ? "an exile or a prison term ends \"escaped\", \"released\", \"arrested\", \"died\" or \"other\""
                                    : "\"escaped\" and \"released\" end only an exile or a prison term (EXILED_TO)")));
        }
    }

    private static void checkVocabulary(FactRecord r, String field, Set<String> values, List<Problem> problems) {
        Object v = r.get(field);
        if (v != null && !values.contains(v.toString())) {
            problems.add(
                    Problem.of(r, field, "\"" + v + "\" is not allowed; expected one of " + new TreeSet<>(values)));
        }
    }

    private void resolveExisting(FactBatch batch, Map<String, EntityKind> kinds) {
        Set<String> unknown = new HashSet<>();
        batch.allEntities().forEach(e -> references(e.getValue()).forEach(ref -> addIfUnknown(ref, kinds, unknown)));
        for (FactRecord s : batch.statements()) {
            for (Field f : STATEMENT_REFERENCES) {
                addIfUnknown(s.text(f.key()), kinds, unknown);
            }
            strings(s.get("sources")).forEach(ref -> addIfUnknown(ref, kinds, unknown));
        }
        if (!unknown.isEmpty()) {
            kinds.putAll(existing.apply(unknown));
        }
    }

    private static List<String> references(FactRecord r) {
        List<String> refs = new ArrayList<>(strings(r.get("sources")));
        for (Field f : ENTITY_REFERENCES) {
            if (r.get(f.key()) != null) {
                refs.add(r.text(f.key()));
            }
        }
        return refs;
    }

    private static void addIfUnknown(@Nullable String id, Map<String, EntityKind> kinds, Set<String> unknown) {
        if (id != null && !kinds.containsKey(id)) {
            unknown.add(id);
        }
    }

    private static void checkEntityReferences(
            EntityKind kind, FactRecord r, Map<String, EntityKind> kinds, List<Problem> problems) {
        checkSourceReferences(r, kinds, problems);
        for (Field f : ENTITY_REFERENCES) {
            checkReference(r, f.key(), f.refersTo(), kinds, problems);
        }
    }

    private static void checkStatementReferences(FactRecord s, Map<String, EntityKind> kinds, List<Problem> problems) {
        checkSourceReferences(s, kinds, problems);
        var type = StatementType.parse(s.text("type"));
        if (type.isEmpty()) {
            return;
        }
        for (Field f : STATEMENT_REFERENCES) {
            Set<EntityKind> expected = f == Field.FROM
                    ? type.get().from()
                    : f == Field.TO ? type.get().to() : f.refersTo();
            checkReference(s, f.key(), expected, kinds, problems);
        }
    }

    private static void checkReference(
            FactRecord r,
            String field,
            Set<EntityKind> expected,
            Map<String, EntityKind> kinds,
            List<Problem> problems) {
        String id = r.text(field);
        if (id == null) {
            return;
        }
        EntityKind kind = kinds.get(id);
        if (kind == null) {
            problems.add(Problem.of(
                    r, field, "refers to \"" + id + "\", which is defined nowhere; define it or correct the id"));
        } else if (!expected.contains(kind)) {
            problems.add(Problem.of(
                    r, field, "refers to \"" + id + "\", a " + kind.label() + "; expected " + labels(expected)));
        }
    }

    private static void checkSourceReferences(FactRecord r, Map<String, EntityKind> kinds, List<Problem> problems) {
        for (String id : strings(r.get("sources"))) {
            EntityKind kind = kinds.get(id);
            if (kind != EntityKind.SOURCE) {
                problems.add(Problem.of(
                        r,
                        "sources",
                        kind == null
                                ? "refers to source \"" + id
                                        + "\", which is defined nowhere; add it to a \"sources\" list"
                                : "refers to \"" + id + "\", a " + kind.label() + ", not a source"));
            }
        }
    }

    private static void checkSources(FactRecord r, List<Problem> problems) {
        List<String> sources = strings(r.get("sources"));
        if (!(r.get("sources") instanceof List<?>) || sources.isEmpty()) {
            problems.add(Problem.of(
                    r,
                    "sources",
                    "every fact needs at least one source: give a non-empty list of source ids, e.g. [\"seed\"]"));
        }
    }

    private static void checkStrings(FactRecord r, String field, List<Problem> problems) {
        Object v = r.get(field);
        if (v != null
                && !(v instanceof List<?> list && list.stream().allMatch(x -> x instanceof String s && !s.isBlank()))) {
            problems.add(Problem.of(r, field, "expected a list of non-empty strings"));
        }
    }

    private static void checkNumbers(FactRecord r, List<Problem> problems) {
        for (Field field : NUMBERS) {
            Object v = r.get(field.key());
            if (v != null && !(v instanceof Integer i && i >= 0)) {
                problems.add(Problem.of(r, field.key(), "\"" + v + "\" is not a whole number >= 0"));
            }
        }
    }

    private static void checkDates(FactRecord r, List<Problem> problems) {
        Map<Field, PartialDate> dates = new EnumMap<>(Field.class);
        for (Field f : DATES) {
            Object v = r.get(f.key());
            if (v == null) {
                continue;
            }
            try {
                dates.put(f, PartialDate.parse(v.toString()));
            } catch (PartialDate.InvalidDateException e) {
                problems.add(Problem.of(r, f.key(), Objects.requireNonNull(e.getMessage()))); // always given
            }
        }
        Fields.PERIODS.forEach(period -> {
            PartialDate start = dates.get(period.start());
            PartialDate end = dates.get(period.end());
            if (start != null && end != null && end.hi().isBefore(start.lo())) {
                problems.add(Problem.of(
                        r,
                        period.end().key(),
                        "\"" + end + "\" is before " + period.start().key() + " \"" + start
                                + "\"; an end cannot precede its start"));
            }
        });
    }

    /** A membership (or any statement of a person) cannot begin before the person was born. */
    private static void checkMembershipAfterBirth(FactBatch batch, List<Problem> problems) {
        Map<String, PartialDate> births = new HashMap<>();
        for (FactRecord p : batch.entities(EntityKind.PERSON)) {
            try {
                if (p.get("born") != null) {
                    births.put(p.id(), PartialDate.parse(p.text("born")));
                }
            } catch (PartialDate.InvalidDateException ignored) {
                // already reported by checkDates
            }
        }
        for (FactRecord s : batch.statements()) {
            PartialDate born = births.get(s.text("from"));
            String field = s.get("start") != null ? "start" : "date";
            if (born == null || s.get(field) == null) {
                continue;
            }
            try {
                PartialDate start = PartialDate.parse(s.text(field));
                if (start.hi().isBefore(born.lo())) {
                    problems.add(Problem.of(
                            s,
                            field,
                            "\"" + start + "\" is before the birth of \"" + s.text("from") + "\" (" + born + ")"));
                }
            } catch (PartialDate.InvalidDateException ignored) {
                // already reported by checkDates
            }
        }
    }

    /** Two entities sharing a name or alias is a likely duplicate unless one of them has a note saying why. */
    private static void checkSharedNames(FactBatch batch, List<Problem> problems) {
        Map<String, FactRecord> byName = new HashMap<>();
        batch.allEntities().filter(e -> e.getKey() != EntityKind.SOURCE).forEach(e -> {
            FactRecord r = e.getValue();
            List<String> names = new ArrayList<>(strings(r.get("aliases")));
            if (r.get("name") != null) {
                names.add(r.text("name"));
            }
            for (String name : names.stream().map(Text::fold).distinct().toList()) {
                FactRecord other = byName.putIfAbsent(name, r);
                if (other != null && other != r && isBlank(r.get("note")) && isBlank(other.get("note"))) {
                    problems.add(Problem.of(
                            r,
                            "aliases",
                            "the name \"" + name + "\" is also used by " + other.where()
                                    + "; if they are different entities, add a \"note\" to one of them saying why"));
                }
            }
        });
    }

    private static String labels(Set<EntityKind> kinds) {
        return String.join(
                " or ", kinds.stream().map(EntityKind::label).sorted().toList());
    }

    private static Set<String> names(Set<StatementType> types) {
        Set<String> names = new TreeSet<>();
        types.forEach(t -> names.add(t.name()));
        return names;
    }

    private static List<Field> fieldsOfType(Field.Type type, List<Field> fields) {
        return fields.stream().filter(f -> f.type() == type).toList();
    }

    static List<String> strings(@Nullable Object v) {
        if (v instanceof List<?> list) {
            return list.stream().filter(x -> x != null).map(Object::toString).toList();
        }
        return List.of();
    }

    private static boolean isBlank(@Nullable Object v) {
        return v == null || v.toString().isBlank();
    }
}
