package org.iskra.facts;

import static org.iskra.facts.Field.ABSTENTIONS;
import static org.iskra.facts.Field.ALIASES;
import static org.iskra.facts.Field.BEGAN;
import static org.iskra.facts.Field.BIRTH_PLACE;
import static org.iskra.facts.Field.BORN;
import static org.iskra.facts.Field.CANDIDATE_SEATS;
import static org.iskra.facts.Field.CAUSE;
import static org.iskra.facts.Field.CERTAINTY;
import static org.iskra.facts.Field.CHOICE;
import static org.iskra.facts.Field.CITATION;
import static org.iskra.facts.Field.CONSULTATIVE_DELEGATES;
import static org.iskra.facts.Field.CONTEXT;
import static org.iskra.facts.Field.DATE;
import static org.iskra.facts.Field.DEATH_PLACE;
import static org.iskra.facts.Field.DELEGATES;
import static org.iskra.facts.Field.DESCRIPTION;
import static org.iskra.facts.Field.DIED;
import static org.iskra.facts.Field.DISSOLVED;
import static org.iskra.facts.Field.END;
import static org.iskra.facts.Field.ENDED;
import static org.iskra.facts.Field.END_AFTER;
import static org.iskra.facts.Field.END_BY;
import static org.iskra.facts.Field.END_UNKNOWN;
import static org.iskra.facts.Field.FIRST_ISSUE;
import static org.iskra.facts.Field.FORMER_IDS;
import static org.iskra.facts.Field.FOUNDED;
import static org.iskra.facts.Field.FROM;
import static org.iskra.facts.Field.GROUPING;
import static org.iskra.facts.Field.ID;
import static org.iskra.facts.Field.ISSUE;
import static org.iskra.facts.Field.ISSUE_COUNT;
import static org.iskra.facts.Field.KIND;
import static org.iskra.facts.Field.LANGUAGE;
import static org.iskra.facts.Field.LAST_ISSUE;
import static org.iskra.facts.Field.NAME;
import static org.iskra.facts.Field.NOTE;
import static org.iskra.facts.Field.ONGOING;
import static org.iskra.facts.Field.ORDINAL;
import static org.iskra.facts.Field.OUTCOME;
import static org.iskra.facts.Field.PUBLISHED;
import static org.iskra.facts.Field.QUOTE;
import static org.iskra.facts.Field.ROLE;
import static org.iskra.facts.Field.SEATS;
import static org.iskra.facts.Field.SOURCES;
import static org.iskra.facts.Field.START;
import static org.iskra.facts.Field.START_AFTER;
import static org.iskra.facts.Field.START_BY;
import static org.iskra.facts.Field.TEXT;
import static org.iskra.facts.Field.TIER;
import static org.iskra.facts.Field.TITLE;
import static org.iskra.facts.Field.TO;
import static org.iskra.facts.Field.TYPE;
import static org.iskra.facts.Field.URL;
import static org.iskra.facts.Field.VOTES;
import static org.iskra.facts.Field.VOTES_AGAINST;
import static org.iskra.facts.Field.VOTES_FOR;
import static org.iskra.facts.Field.VOTING_DELEGATES;
import static org.iskra.facts.StatementType.APPEARED_IN;
import static org.iskra.facts.StatementType.ATTENDED;
import static org.iskra.facts.StatementType.DECIDED;
import static org.iskra.facts.StatementType.EDITED;
import static org.iskra.facts.StatementType.EXILED_TO;
import static org.iskra.facts.StatementType.MEMBER_OF;
import static org.iskra.facts.StatementType.REPRESENTED;
import static org.iskra.facts.StatementType.STRENGTH_AT;
import static org.iskra.facts.StatementType.VOTED;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The catalogue of the data format: the fields each kind of record may carry and must carry, its dates and the
 * properties derived from them. Validation, the stored form, the offline importer's columns, CSV input, the exports and
 * the timeline all read it, so a field is declared here once.
 *
 * @param all the fields a record may carry, in the order of {@link Field}
 * @param required those it must carry (beside {@code id}, checked on its own)
 * @param name the field that names a record, matched by name searches; a source's is its title, a statement has none
 * @param placedBy the dates that place an entity in time, the first present one counting
 *     ({@code whenLo}/{@code whenHi})
 */
public record Fields(
        List<Field> all, Set<Field> required, @Nullable Field name, List<Field> placedBy) {

    /** The entity property holding the first day of the date that places it in time. */
    public static final String WHEN_LO = "whenLo";
    /** The entity property holding the last day of that date. */
    public static final String WHEN_HI = "whenHi";
    /** The entity property holding its name and aliases, folded ({@link Text#fold}), for name matching. */
    public static final String SEARCH_TEXT = "searchText";
    /**
     * The entity property holding its {@code formerIds} as one string, {@code |old-id|other-id|}, which a text index
     * finds by {@code CONTAINS}.
     */
    public static final String FORMER_IDS_TEXT = "formerIdsText";

    /** What every entity carries, its name and sources required (a source has neither sources nor a required name). */
    private static final List<Field> COMMON = List.of(ID, NAME, ALIASES, FORMER_IDS, DESCRIPTION, SOURCES, QUOTE, NOTE);

    private static final Map<EntityKind, Fields> ENTITIES = new EnumMap<>(Map.of(
            EntityKind.SOURCE,
                    new Fields(
                            fields(
                                    List.of(ID, NAME, ALIASES, FORMER_IDS, DESCRIPTION, QUOTE, NOTE),
                                    TITLE,
                                    URL,
                                    CITATION,
                                    KIND,
                                    TIER),
                            Set.of(TITLE),
                            TITLE,
                            List.of()),
            EntityKind.PERSON, entity(List.of(BORN, DIED, BIRTH_PLACE, DEATH_PLACE), Set.of(), List.of(BORN)),
            EntityKind.ORGANIZATION, entity(List.of(KIND, FOUNDED, DISSOLVED), Set.of(KIND), List.of(FOUNDED)),
            EntityKind.PUBLICATION,
                    entity(
                            List.of(KIND, LANGUAGE, PUBLISHED, FIRST_ISSUE, LAST_ISSUE, ISSUE_COUNT),
                            Set.of(KIND),
                            List.of(PUBLISHED, FIRST_ISSUE)),
            EntityKind.CONGRESS,
                    entity(
                            List.of(
                                    KIND,
                                    ORDINAL,
                                    START,
                                    END,
                                    DELEGATES,
                                    VOTING_DELEGATES,
                                    CONSULTATIVE_DELEGATES,
                                    VOTES),
                            Set.of(KIND),
                            List.of(START)),
            EntityKind.SPLIT, entity(List.of(DATE), Set.of(), List.of(DATE)),
            EntityKind.EVENT, entity(List.of(KIND, DATE, END, SEATS, CANDIDATE_SEATS), Set.of(KIND), List.of(DATE)),
            EntityKind.PLACE, entity(List.of(KIND), Set.of(), List.of()),
            EntityKind.MOTION, entity(List.of(KIND, TEXT, DATE), Set.of(KIND), List.of())));

    /** The fields of a statement; its type and ends ({@link #SHAPE}) are the relationship itself, not properties. */
    public static final Fields STATEMENT = new Fields(
            fields(List.of(
                    ID,
                    TYPE,
                    FROM,
                    TO,
                    START,
                    START_BY,
                    START_AFTER,
                    END,
                    DATE,
                    END_BY,
                    END_AFTER,
                    ONGOING,
                    END_UNKNOWN,
                    BEGAN,
                    ENDED,
                    ROLE,
                    GROUPING,
                    CHOICE,
                    VOTES,
                    DELEGATES,
                    VOTES_FOR,
                    VOTES_AGAINST,
                    ABSTENTIONS,
                    OUTCOME,
                    ISSUE,
                    CONTEXT,
                    CAUSE,
                    NOTE,
                    CERTAINTY,
                    SOURCES,
                    QUOTE)),
            Set.of(TYPE, FROM, TO, SOURCES),
            null,
            List.of());

    /** The fields that make a statement's relationship (its type and its ends) rather than its properties. */
    public static final Set<Field> SHAPE = Set.copyOf(EnumSet.of(TYPE, FROM, TO));

    /** Statement fields that belong on some statement types only. */
    private static final Map<Field, Set<StatementType>> TYPE_SPECIFIC = new EnumMap<>(Map.ofEntries(
            Map.entry(BEGAN, Set.of(MEMBER_OF, EDITED)),
            Map.entry(START_BY, Set.of(MEMBER_OF, EDITED)),
            Map.entry(START_AFTER, Set.of(MEMBER_OF, EDITED)),
            Map.entry(ENDED, Set.of(MEMBER_OF, EDITED, EXILED_TO)),
            Map.entry(DELEGATES, Set.of(STRENGTH_AT)),
            Map.entry(CAUSE, StatementType.CAUSED),
            Map.entry(CHOICE, Set.of(VOTED)),
            Map.entry(VOTES, Set.of(REPRESENTED, STRENGTH_AT, MEMBER_OF)),
            Map.entry(VOTES_FOR, Set.of(DECIDED)),
            Map.entry(VOTES_AGAINST, Set.of(DECIDED)),
            Map.entry(ABSTENTIONS, Set.of(DECIDED)),
            Map.entry(OUTCOME, Set.of(DECIDED)),
            Map.entry(ISSUE, Set.of(APPEARED_IN)),
            Map.entry(GROUPING, Set.of(ATTENDED, VOTED, REPRESENTED))));

    /** The derived properties of every kind of record. */
    private static final Set<String> DERIVED = Stream.concat(ENTITIES.values().stream(), Stream.of(STATEMENT))
            .flatMap(f -> f.derived().stream())
            .collect(Collectors.toUnmodifiableSet());

    /** A start and an end whose order is checked: the end cannot precede the start. */
    public record Period(Field start, Field end) {}

    /** The periods of the data format, wherever both dates appear on one record. */
    public static final List<Period> PERIODS = List.of(
            new Period(BORN, DIED),
            new Period(FOUNDED, DISSOLVED),
            new Period(FIRST_ISSUE, LAST_ISSUE),
            new Period(START, END),
            new Period(DATE, END),
            new Period(START, END_BY),
            new Period(START_BY, END),
            new Period(START_BY, END_BY),
            new Period(START_AFTER, START_BY),
            new Period(START_AFTER, END),
            new Period(START_AFTER, END_BY),
            new Period(DATE, END_BY),
            new Period(START, END_AFTER),
            new Period(END_AFTER, END_BY));

    public Fields {
        all = List.copyOf(all);
        required = Set.copyOf(required);
        placedBy = List.copyOf(placedBy);
    }

    /** The fields of an entity kind. */
    public static Fields of(EntityKind kind) {
        return Objects.requireNonNull(ENTITIES.get(kind), kind::name); // every kind has its entry
    }

    public boolean has(Field field) {
        return all.contains(field);
    }

    public boolean requires(Field field) {
        return required.contains(field);
    }

    /** The names of {@link #all}. */
    public List<String> keys() {
        return all.stream().map(Field::key).toList();
    }

    /** The date fields, each stored with its bounds ({@link Field#lo()}, {@link Field#hi()}). */
    public List<Field> dates() {
        return all.stream().filter(Field::isDate).toList();
    }

    /** The fields stored as properties: all but the {@link #SHAPE} of a statement. */
    public List<Field> stored() {
        return all.stream().filter(f -> !SHAPE.contains(f)).toList();
    }

    /**
     * The properties derived from the fields when they are stored: each date's bounds, then for a named entity
     * {@link #SEARCH_TEXT} and for one placed in time {@link #WHEN_LO}/{@link #WHEN_HI}.
     */
    public List<String> derived() {
        List<String> derived = new ArrayList<>();
        dates().forEach(f -> derived.addAll(List.of(f.lo(), f.hi())));
        if (name == NAME) {
            derived.add(SEARCH_TEXT);
        }
        if (has(Field.FORMER_IDS)) {
            derived.add(FORMER_IDS_TEXT);
        }
        if (!placedBy.isEmpty()) {
            derived.addAll(List.of(WHEN_LO, WHEN_HI));
        }
        return derived;
    }

    /** Whether a stored property is derived from fields (on any kind of record) rather than written by an author. */
    public static boolean isDerived(String property) {
        return DERIVED.contains(property);
    }

    /** The statement types a statement field belongs on; empty when it belongs on all of them. */
    public static Optional<Set<StatementType>> onlyOn(Field field) {
        return Optional.ofNullable(TYPE_SPECIFIC.get(field));
    }

    /** Every field some entity kind carries, in the order of {@link Field}. */
    public static List<Field> ofAnyEntity() {
        return union(Arrays.asList(EntityKind.values()));
    }

    /** The fields of any of {@code kinds}, in the order of {@link Field}. */
    public static List<Field> union(Collection<EntityKind> kinds) {
        EnumSet<Field> union = EnumSet.noneOf(Field.class);
        kinds.forEach(k -> union.addAll(of(k).all()));
        return List.copyOf(union);
    }

    /** An entity kind: the common fields and {@code extra}, its name, its sources and {@code required} required. */
    private static Fields entity(List<Field> extra, Set<Field> required, List<Field> placedBy) {
        Set<Field> must = EnumSet.of(NAME, SOURCES);
        must.addAll(required);
        return new Fields(fields(COMMON, extra.toArray(Field[]::new)), must, NAME, placedBy);
    }

    /** Fields in the order of {@link Field}. */
    private static List<Field> fields(List<Field> some, Field... more) {
        EnumSet<Field> all = EnumSet.noneOf(Field.class);
        all.addAll(some);
        all.addAll(List.of(more));
        return List.copyOf(all);
    }
}
