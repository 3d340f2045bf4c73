package org.iskra.groups;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.iskra.facts.DateRange;
import org.iskra.store.Cypher;
import org.jspecify.annotations.Nullable;

/**
 * The filters of a members list: joining dates, role, and whether retracted memberships count. A members query applies
 * them through the clauses of {@code membershipFilter.fragment.cypher}: only those of the filters that are set
 * ({@link #shape}), with the values as parameters ({@link #params()}).
 */
public record MembersFilter(DateRange dates, @Nullable String role, boolean includeRetracted) {

    /** The clauses of the fragment, each set by one argument of a members list. */
    enum Clause {
        NOT_RETRACTED("notRetracted"),
        ROLE("role"),
        JOINED_AFTER("joinedAfter"),
        JOINED_BEFORE("joinedBefore"),
        ACTIVE_ON("activeOn");

        private final String label;

        Clause(String label) {
            this.label = label;
        }

        boolean in(int shape) {
            return (shape & 1 << ordinal()) != 0;
        }
    }

    private static final Cypher FRAGMENT = Cypher.fragment(MembersFilter.class, "membershipFilter");
    private static final Map<Clause, String> CLAUSES = clauses(FRAGMENT);
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

    /** A members query in each filter shape, made once (at most {@link #SHAPES} texts per query). */
    static Variants appliedTo(Cypher query) {
        List<Cypher> byShape = new ArrayList<>(SHAPES);
        for (int shape = 0; shape < SHAPES; shape++) {
            Cypher spliced = query.with(new Cypher(FRAGMENT.name(), predicate(shape)));
            byShape.add(new Cypher(query.name() + "[" + label(shape) + "]", spliced.text()));
        }
        return new Variants(List.copyOf(byShape));
    }

    /** A members query's variants, one per filter shape. */
    record Variants(List<Cypher> byShape) {
        Cypher of(MembersFilter filter) {
            return byShape.get(filter.shape());
        }
    }

    /** The predicate of a filter shape: its clauses joined by AND, or true when it has none. */
    static String predicate(int shape) {
        String joined = Arrays.stream(Clause.values())
                .filter(c -> c.in(shape))
                .map(c -> "(" + CLAUSES.get(c) + ")")
                .collect(Collectors.joining("\n  AND "));
        return joined.isEmpty() ? "true" : joined;
    }

    /** The predicate of every filter shape, for the plan checks of the members queries. */
    public static List<String> predicates() {
        return IntStream.range(0, SHAPES).mapToObj(MembersFilter::predicate).toList();
    }

    private static String label(int shape) {
        String clauses = Arrays.stream(Clause.values())
                .filter(c -> c.in(shape))
                .map(c -> c.label)
                .collect(Collectors.joining("+"));
        return clauses.isEmpty() ? "unfiltered" : clauses;
    }

    /**
     * The named clauses of the fragment ({@code name: predicate}, one a line); each clause of {@link Clause} exactly
     * once.
     */
    private static Map<Clause, String> clauses(Cypher fragment) {
        Map<String, Clause> byLabel = Arrays.stream(Clause.values()).collect(Collectors.toMap(c -> c.label, c -> c));
        Map<Clause, String> clauses = new EnumMap<>(Clause.class);
        for (String line : fragment.text()
                .lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty())
                .toList()) {
            int colon = line.indexOf(':');
            Clause clause =
                    colon < 0 ? null : byLabel.get(line.substring(0, colon).strip());
            if (clause == null || clauses.put(clause, line.substring(colon + 1).strip()) != null) {
                throw new IllegalStateException(fragment.name() + ": not one clause named by a filter: " + line);
            }
        }
        if (clauses.size() != byLabel.size()) {
            throw new IllegalStateException(
                    fragment.name() + " lacks clauses: has " + clauses.keySet() + " of " + List.of(Clause.values()));
        }
        return clauses;
    }
}
