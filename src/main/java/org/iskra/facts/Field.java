package org.iskra.facts;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A field of the data format (data files, CSV, GraphQL inputs), stored under the same name in the graph: what its
 * values are, the properties derived from it, and whether it is a column of the tabular exports. A name means the same
 * on every record that carries it ({@code start} is a partial date on a congress and on a statement); which records
 * carry which fields is {@link Fields}. Declared in the order of the export columns ({@code nodes.csv},
 * {@code edges.csv}, GraphML keys).
 */
public enum Field {
    ID("id", Type.TEXT),
    /** A statement's type: its relationship type in the graph, not a property. */
    TYPE("type", Type.TEXT),
    /** The entity a statement starts from; its kinds depend on the statement type. */
    FROM("from", Type.REFERENCE),
    /** The entity a statement points to; its kinds depend on the statement type. */
    TO("to", Type.REFERENCE),
    NAME("name", Type.TEXT),
    TITLE("title", Type.TEXT),
    URL("url", Type.TEXT),
    CITATION("citation", Type.TEXT),
    KIND("kind", Type.TEXT, Use.COLUMN),
    /**
     * How far a source can be trusted on its own: primary, scholarly, reference, popular or mirror
     * ({@code SourceTier}).
     */
    TIER("tier", Type.TEXT, Use.COLUMN),
    ALIASES("aliases", Type.TEXT_LIST, Use.COLUMN),
    /** Ids the entity had before it was merged with a duplicate; they still resolve to it. */
    FORMER_IDS("formerIds", Type.TEXT_LIST),
    DESCRIPTION("description", Type.TEXT, Use.COLUMN),
    BORN("born", Type.PARTIAL_DATE, Use.COLUMN),
    DIED("died", Type.PARTIAL_DATE, Use.COLUMN),
    BIRTH_PLACE("birthPlace", Type.REFERENCE, Set.of(EntityKind.PLACE), Use.COLUMN),
    DEATH_PLACE("deathPlace", Type.REFERENCE, Set.of(EntityKind.PLACE), Use.COLUMN),
    FOUNDED("founded", Type.PARTIAL_DATE, Use.COLUMN),
    DISSOLVED("dissolved", Type.PARTIAL_DATE, Use.COLUMN),
    PUBLISHED("published", Type.PARTIAL_DATE, Use.COLUMN),
    FIRST_ISSUE("firstIssue", Type.PARTIAL_DATE, Use.COLUMN),
    LAST_ISSUE("lastIssue", Type.PARTIAL_DATE, Use.COLUMN),
    LANGUAGE("language", Type.TEXT, Use.COLUMN),
    ISSUE_COUNT("issueCount", Type.WHOLE_NUMBER),
    START("start", Type.PARTIAL_DATE, Use.COLUMN),
    END("end", Type.PARTIAL_DATE, Use.COLUMN),
    /**
     * For a term whose start no source dates: a date by which it had begun and on which it certainly ran ("a Bolshevik
     * by 1905"). A bound, not a moment of its own (no timeline entry).
     */
    START_BY("startBy", Type.PARTIAL_DATE, Use.BOUND_ONLY),
    /**
     * Beside a start known only to the month or year: the day within it before which the term cannot have begun (the
     * opening of the congress that elected it). A bound, not a moment of its own (no timeline entry).
     */
    START_AFTER("startAfter", Type.PARTIAL_DATE, Use.BOUND_ONLY),
    DATE("date", Type.PARTIAL_DATE, Use.COLUMN),
    /** The latest a period of unknown end can have ended: a bound, not a moment of its own (no timeline entry). */
    END_BY("endBy", Type.PARTIAL_DATE, Use.BOUND_ONLY),
    /**
     * The earliest a period of unknown end can have ended (it certainly ran until then): a bound, not a moment of its
     * own (no timeline entry).
     */
    END_AFTER("endAfter", Type.PARTIAL_DATE, Use.BOUND_ONLY),
    ONGOING("ongoing", Type.BOOLEAN),
    /** A term whose end the sources do not give (with {@link #END_BY} where a bound is known). */
    END_UNKNOWN("endUnknown", Type.BOOLEAN),
    /** How a term began: elected, co-opted, appointed, promoted, founded, joined, delegated. */
    BEGAN("began", Type.TEXT, Use.COLUMN),
    /**
     * How a term ended: term-expired, resigned, arrested, removed, expelled, died, left, dissolved, promoted, other.
     */
    ENDED("ended", Type.TEXT, Use.COLUMN),
    ORDINAL("ordinal", Type.WHOLE_NUMBER, Use.COLUMN),
    DELEGATES("delegates", Type.WHOLE_NUMBER, Use.COLUMN),
    VOTING_DELEGATES("votingDelegates", Type.WHOLE_NUMBER),
    CONSULTATIVE_DELEGATES("consultativeDelegates", Type.WHOLE_NUMBER),
    VOTES("votes", Type.WHOLE_NUMBER),
    /** Full seats an election or reconstitution of a body filled, as stated by its sources. */
    SEATS("seats", Type.WHOLE_NUMBER),
    /** Candidate seats an election of a body filled, as stated by its sources. */
    CANDIDATE_SEATS("candidateSeats", Type.WHOLE_NUMBER),
    TEXT("text", Type.TEXT),
    ROLE("role", Type.TEXT, Use.COLUMN),
    GROUPING("grouping", Type.REFERENCE, Set.of(EntityKind.ORGANIZATION), Use.COLUMN),
    CHOICE("choice", Type.TEXT, Use.COLUMN),
    OUTCOME("outcome", Type.TEXT),
    VOTES_FOR("votesFor", Type.WHOLE_NUMBER),
    VOTES_AGAINST("votesAgainst", Type.WHOLE_NUMBER),
    ABSTENTIONS("abstentions", Type.WHOLE_NUMBER),
    ISSUE("issue", Type.WHOLE_NUMBER),
    CONTEXT("context", Type.REFERENCE, Set.of(EntityKind.CONGRESS, EntityKind.EVENT, EntityKind.SPLIT), Use.COLUMN),
    /**
     * The motion, event, split or congress that occasioned a statement (a walk-out, a resignation, a co-optation, a
     * move).
     */
    CAUSE(
            "cause",
            Type.REFERENCE,
            Set.of(EntityKind.MOTION, EntityKind.EVENT, EntityKind.SPLIT, EntityKind.CONGRESS),
            Use.COLUMN),
    CERTAINTY("certainty", Type.TEXT, Use.COLUMN),
    NOTE("note", Type.TEXT, Use.COLUMN),
    QUOTE("quote", Type.TEXT, Use.COLUMN),
    SOURCES("sources", Type.REFERENCE_LIST, Set.of(EntityKind.SOURCE), Use.COLUMN);

    /** What a field's values are. */
    public enum Type {
        TEXT,
        /** Strings. */
        TEXT_LIST,
        /** A {@link PartialDate}; stored with its first and last possible day ({@link #lo()}, {@link #hi()}). */
        PARTIAL_DATE,
        /** An integer >= 0. */
        WHOLE_NUMBER,
        BOOLEAN,
        /** The id of an entity. */
        REFERENCE,
        /** Ids of entities. */
        REFERENCE_LIST
    }

    /** Where a field goes beyond the record that carries it. */
    private enum Use {
        /** A column of the tabular exports, under the field's name. */
        COLUMN,
        /** A date that only bounds another (no timeline entry). */
        BOUND_ONLY
    }

    private static final Map<String, Field> BY_KEY =
            Arrays.stream(values()).collect(Collectors.toUnmodifiableMap(Field::key, Function.identity()));

    private final String key;
    private final Type type;
    private final Set<EntityKind> refersTo;
    private final Set<Use> uses;

    Field(String key, Type type, Use... uses) {
        this(key, type, Set.of(), uses);
    }

    Field(String key, Type type, Set<EntityKind> refersTo, Use... uses) {
        this.key = key;
        this.type = type;
        this.refersTo = refersTo;
        this.uses = uses.length == 0 ? EnumSet.noneOf(Use.class) : EnumSet.of(uses[0], uses);
    }

    /** The field's name in data files and in the graph ({@code birthPlace}). */
    public String key() {
        return key;
    }

    public Type type() {
        return type;
    }

    public boolean isDate() {
        return type == Type.PARTIAL_DATE;
    }

    /** The derived property holding a date's first possible day ({@code bornLo}), which range filters use. */
    public String lo() {
        requireDate();
        return key + "Lo";
    }

    /** The derived property holding a date's last possible day ({@code bornHi}). */
    public String hi() {
        requireDate();
        return key + "Hi";
    }

    /** A date that places a fact in time of its own (a timeline entry), rather than only bounding another. */
    public boolean marksTime() {
        return isDate() && !uses.contains(Use.BOUND_ONLY);
    }

    /**
     * The kinds a reference may point to; empty when they depend on the statement type ({@link #FROM}, {@link #TO}) or
     * for other fields.
     */
    public Set<EntityKind> refersTo() {
        return refersTo;
    }

    /** Whether the tabular exports have a column of this name. */
    public boolean isColumn() {
        return uses.contains(Use.COLUMN);
    }

    /** The field of a name, if the data format has one. */
    public static Optional<Field> byKey(String key) {
        return Optional.ofNullable(BY_KEY.get(key));
    }

    private void requireDate() {
        if (!isDate()) {
            throw new IllegalStateException(key + " is not a date field");
        }
    }
}
