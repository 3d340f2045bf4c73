package org.iskra.groups;

import static org.neo4j.cypherdsl.core.Cypher.coalesce;
import static org.neo4j.cypherdsl.core.Cypher.parameter;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import org.iskra.facts.DateRange;
import org.jspecify.annotations.Nullable;
import org.neo4j.cypherdsl.core.Condition;
import org.neo4j.cypherdsl.core.Cypher;
import org.neo4j.cypherdsl.core.Node;
import org.neo4j.cypherdsl.core.Relationship;

/**
 * The filters of a members list: joining dates, role, and whether retracted memberships count. A members query
 * ({@link MembersQueries}) tests a membership {@code m} of a person {@code p} only against the clauses of the filters
 * that are set ({@link #shape}), with the values as parameters ({@link #params()}): the planner cannot drop a predicate
 * that only a parameter's value makes true, and a membership row would otherwise be checked against every filter.
 *
 * <p>Dates follow the interval semantics of {@code PartialDate} ({@code Query.members} in schema.graphqls):
 * {@code joinedAfter} ({@code $afterHi}) and {@code joinedBefore} ({@code $beforeLo}) are exclusive, the start
 * certainly after or before the interval; {@code activeOn} ({@code $onLo} … {@code $onHi}) is inclusive, the membership
 * may overlap it, an unknown end counting until {@code endBy}, else until the person's death, and an end known only to
 * the month or year until its {@code endBy} when the data narrows it (the day within it by which the term had certainly
 * ended). A start no source dates matches {@code activeOn} and {@code joinedBefore} from its {@code startBy} (the term
 * ran by then), and never {@code joinedAfter}; with neither, it matches no date filter. A {@code startBy} beside a
 * start known only to the month or year is a day within it (the close of the congress that elected the term), so
 * {@code joinedBefore} reads it first: the term had certainly begun by then. A {@code startAfter} there (that
 * congress's opening) is the earliest the term can have begun, so {@code activeOn} reads it first: a seat elected at a
 * congress does not count on the days before it opened. {@code joinedAfter} reads the start alone, through the
 * {@code MEMBER_OF(startLo)} index.
 */
public record MembersFilter(DateRange dates, @Nullable String role, boolean includeRetracted) {

    /** The clauses of a members filter, each set by one argument of a members list. */
    enum Clause {
        NOT_RETRACTED("notRetracted", (p, m) -> m.property("retracted").isNull()),
        ROLE("role", (p, m) -> m.property("role").isEqualTo(parameter("role"))),
        JOINED_AFTER("joinedAfter", (p, m) -> m.property("startLo").gt(parameter("afterHi"))),
        JOINED_BEFORE(
                "joinedBefore",
                (p, m) ->
                        coalesce(m.property("startByHi"), m.property("startHi")).lt(parameter("beforeLo"))),
        ACTIVE_ON(
                "activeOn",
                (p, m) -> coalesce(m.property("startAfterLo"), m.property("startLo"), m.property("startByLo"))
                        .lte(parameter("onHi"))
                        .and(coalesce(
                                        m.property("endByHi"),
                                        m.property("endHi"),
                                        p.property("diedHi"),
                                        parameter("onLo"))
                                .gte(parameter("onLo"))));

        private final String label;
        private final BiFunction<Node, Relationship, Condition> test;

        Clause(String label, BiFunction<Node, Relationship, Condition> test) {
            this.label = label;
            this.test = test;
        }

        boolean in(int shape) {
            return (shape & 1 << ordinal()) != 0;
        }
    }

    /** How many filter shapes there are: every subset of the clauses. */
    static final int SHAPES = 1 << Clause.values().length;

    /** The clauses this filter sets, as a bit set over {@link Clause#ordinal()}. */
    int shape() {
        int shape = 0;
        shape |= includeRetracted ? 0 : bit(Clause.NOT_RETRACTED);
        shape |= role == null ? 0 : bit(Clause.ROLE);
        shape |= dates.after() == null ? 0 : bit(Clause.JOINED_AFTER);
        shape |= dates.before() == null ? 0 : bit(Clause.JOINED_BEFORE);
        shape |= dates.on() == null ? 0 : bit(Clause.ACTIVE_ON);
        return shape;
    }

    private static int bit(Clause clause) {
        return 1 << clause.ordinal();
    }

    Map<String, Object> params() {
        Map<String, Object> p = new HashMap<>(dates.params());
        p.put("role", role);
        return p;
    }

    /** The test of a filter shape on the membership {@code m} of the person {@code p}: its clauses joined by AND. */
    static Condition condition(int shape, Node p, Relationship m) {
        return Arrays.stream(Clause.values())
                .filter(c -> c.in(shape))
                .map(c -> c.test.apply(p, m))
                .reduce(Condition::and)
                .orElse(Cypher.isTrue());
    }

    /** A filter shape's name in logs and plan checks: its clauses joined by {@code +}. */
    static String label(int shape) {
        String clauses = Arrays.stream(Clause.values())
                .filter(c -> c.in(shape))
                .map(c -> c.label)
                .collect(Collectors.joining("+"));
        return clauses.isEmpty() ? "unfiltered" : clauses;
    }
}
