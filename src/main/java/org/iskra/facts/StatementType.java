package org.iskra.facts;

import static org.iskra.facts.EntityKind.CONGRESS;
import static org.iskra.facts.EntityKind.EVENT;
import static org.iskra.facts.EntityKind.MOTION;
import static org.iskra.facts.EntityKind.ORGANIZATION;
import static org.iskra.facts.EntityKind.PERSON;
import static org.iskra.facts.EntityKind.PLACE;
import static org.iskra.facts.EntityKind.PUBLICATION;
import static org.iskra.facts.EntityKind.SPLIT;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** The kinds of statement, each with the kinds of entity it may start from and point to. */
public enum StatementType {
    MEMBER_OF(Set.of(PERSON), Set.of(ORGANIZATION)),
    ELECTED_TO(Set.of(PERSON), Set.of(ORGANIZATION)),
    AUTHORED(Set.of(PERSON, ORGANIZATION), Set.of(PUBLICATION)),
    EDITED(Set.of(PERSON), Set.of(PUBLICATION)),
    PUBLISHED_BY(Set.of(PUBLICATION), Set.of(ORGANIZATION)),
    PRINTED_IN(Set.of(PUBLICATION), Set.of(PLACE)),
    ATTENDED(Set.of(PERSON, ORGANIZATION), Set.of(CONGRESS)),
    VOTED(Set.of(PERSON, ORGANIZATION), Set.of(MOTION, EVENT)),
    WALKED_OUT(Set.of(PERSON, ORGANIZATION), Set.of(CONGRESS, EVENT)),
    PARTICIPATED_IN(Set.of(PERSON, ORGANIZATION), Set.of(EVENT, CONGRESS)),
    HELD_IN(Set.of(CONGRESS, EVENT), Set.of(PLACE)),
    PART_OF(Set.of(EVENT, ORGANIZATION, CONGRESS, PLACE, MOTION), Set.of(CONGRESS, ORGANIZATION, EVENT, PLACE)),
    SPLIT_OF(Set.of(SPLIT), Set.of(ORGANIZATION)),
    RESULTED_IN(Set.of(SPLIT), Set.of(ORGANIZATION)),
    OPPOSED(Set.of(PERSON, ORGANIZATION, PUBLICATION), Set.of(PERSON, ORGANIZATION, PUBLICATION)),
    EXILED_TO(Set.of(PERSON), Set.of(PLACE)),
    ARRESTED_IN(Set.of(PERSON), Set.of(PLACE)),
    LIVED_IN(Set.of(PERSON), Set.of(PLACE)),
    BASED_IN(Set.of(ORGANIZATION, PUBLICATION), Set.of(PLACE)),
    /**
     * A delegate's mandate: the organization represented at the congress named by {@code context}, with its decisive
     * {@code votes}.
     */
    REPRESENTED(Set.of(PERSON), Set.of(ORGANIZATION)),
    /** An office of a congress (chair, vice-chair, secretary, presidium member). */
    HELD_OFFICE(Set.of(PERSON), Set.of(CONGRESS)),
    /** A congress's decision on a motion: outcome and tally; disputed tallies are several disputed statements. */
    DECIDED(Set.of(CONGRESS), Set.of(MOTION)),
    /** Moved, seconded or wrote a motion. */
    PROPOSED(Set.of(PERSON, ORGANIZATION), Set.of(MOTION)),
    /** An article or work printed in an issue of a periodical. */
    APPEARED_IN(Set.of(PUBLICATION), Set.of(PUBLICATION)),
    /** Refused an election, co-optation, post or invitation (an organization: refused to take part in a congress). */
    DECLINED(Set.of(PERSON, ORGANIZATION), Set.of(ORGANIZATION, PUBLICATION, CONGRESS)),
    /** Elected or expected, but absent (an organization: invited or entitled, but not represented). */
    ABSENT_FROM(Set.of(PERSON, ORGANIZATION), Set.of(CONGRESS, ORGANIZATION)),
    /**
     * What a motion is about: the organization recognised or dissolved, the publication made central organ, the body
     * elected.
     */
    CONCERNS(Set.of(MOTION), Set.of(PERSON, ORGANIZATION, PUBLICATION, CONGRESS, EVENT, SPLIT, PLACE, MOTION)),
    /** What occasioned an event or a split: a motion, another event or split, a congress. */
    CAUSED_BY(Set.of(EVENT, SPLIT), Set.of(MOTION, EVENT, SPLIT, CONGRESS)),
    /**
     * The stated voting strength of a grouping or faction at a congress: its decisive {@code votes} and
     * {@code delegates}.
     */
    STRENGTH_AT(Set.of(ORGANIZATION), Set.of(CONGRESS));

    /**
     * The types whose statements may name a {@code cause}: acts a motion or event occasions (each has a cause index).
     */
    public static final Set<StatementType> CAUSED =
            Set.of(WALKED_OUT, MEMBER_OF, EDITED, DECLINED, HELD_IN, ABSENT_FROM);

    private final Set<EntityKind> from;
    private final Set<EntityKind> to;

    StatementType(Set<EntityKind> from, Set<EntityKind> to) {
        this.from = from;
        this.to = to;
    }

    public Set<EntityKind> from() {
        return from;
    }

    public Set<EntityKind> to() {
        return to;
    }

    /** Every type's name, as the relationship types a query over all statements unions. */
    public static List<String> names() {
        return Arrays.stream(values()).map(Enum::name).toList();
    }

    /** The names of these types, as the relationship types a query reads. */
    public static List<String> namesOf(StatementType... types) {
        return Arrays.stream(types).map(Enum::name).toList();
    }

    public static Optional<StatementType> parse(@Nullable String name) {
        for (StatementType t : values()) {
            if (t.name().equals(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
