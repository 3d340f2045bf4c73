package org.iskra.facts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.iskra.store.Cypher;

/**
 * Writes the statement for one batch of statement lists (statementsAbout.cypher): one branch per
 * {@link Shape} of list in the batch, each expanding only its own statement types in its own
 * direction and testing only the filters it has. A generic branch that expands every relationship
 * and tests every filter on each costs about a quarter more on a congress's thousands of
 * attendances. Only closed lists reach the text (statement types, directions, testable property
 * names, branch numbers); every value stays a parameter.
 */
final class StatementListQuery {
    private static final Cypher STATEMENTS_ABOUT = Cypher.of(StatementListQuery.class, "statementsAbout");
    private static final Cypher ENTITIES_WITH_STATEMENTS = Cypher.of(StatementListQuery.class, "entitiesWithStatements");
    private static final Cypher ENTITIES_WITH_STATEMENTS_BY_POSITION = Cypher.of(StatementListQuery.class, "entitiesWithStatementsByPosition");
    private static final String LIST_AT = Cypher.fragment(StatementListQuery.class, "statementListAt").text();
    private static final String BRANCH = Cypher.fragment(StatementListQuery.class, "statementList").text();
    private static final String SLICE = Cypher.fragment(StatementListQuery.class, "statementListSlice").text();
    /** The grouping's organization: the projection need only test the kinds a grouping may name. */
    private static final String GROUPING = Cypher.fragment(StatementListQuery.class, "statementGrouping").text()
            .replace(Projection.PLACEHOLDER, Projection.placeholderOf(Field.GROUPING.refersTo()));
    private static final String NESTED = Cypher.fragment(StatementListQuery.class, "nestedStatementLists").text();
    /**
     * The variables of a branch (and of the fragments it holds), renamed in a branch nested in another
     * (n → n_, …): a subquery may not reuse a name of the query around it. Property keys (after a dot)
     * and parameters keep their names; the names a branch returns are new in both, so they stay.
     */
    private static final java.util.regex.Pattern BRANCH_VARIABLES = java.util.regex.Pattern.compile("(?<![.$\\w])(n|k|r|m|g|i|listed|start|row)\\b");
    private static final Set<String> TYPES = Set.copyOf(StatementType.names());
    /** Generated statements by the shapes of their batch; a bound keeps odd batches from growing it. */
    private static final Map<List<Shape>, Cypher> CACHE = new ConcurrentHashMap<>();
    private static final Map<List<Shape>, Cypher> WITH_ENTITIES_CACHE = new ConcurrentHashMap<>();
    private static final Map<List<Shape>, Cypher> BY_POSITION_CACHE = new ConcurrentHashMap<>();
    private static final int CACHE_LIMIT = 512;
    /** The most branches one statement holds: planning grows fast with them (StatementStore splits larger batches). */
    static final int MAX_BRANCHES = 8;

    private StatementListQuery() {}

    /** How a key reads its list: all of it, its first few (top-k), or a part after a given item. */
    enum Reading { ALL, FIRST, AFTER }

    /**
     * What a branch's text depends on: everything about a list but the values it tests, and the shapes
     * of the lists read ahead for the other end of each of its statements ({@code nested}, in order).
     */
    record Shape(List<String> types, StatementFilter.Direction direction, boolean includeRetracted, boolean others,
            Set<String> where, Reading reading, boolean grouping, StatementProjection properties, List<Shape> nested) {

        static Shape of(StatementKey key) {
            StatementFilter f = key.filter();
            Reading reading = key.after() != null ? Reading.AFTER : key.first() != null ? Reading.FIRST : Reading.ALL;
            List<String> types = f.types() == null ? null : f.types().stream().sorted().distinct().toList();
            return new Shape(types, f.direction(), f.includeRetracted(), f.others() != null,
                    Set.copyOf(f.where().keySet()), reading, key.withGrouping(), key.properties(), List.of());
        }

        /** The shape of a list with the distinct shapes of the lists read ahead for its items. */
        static Shape of(ListRead read) {
            Shape list = of(read.list());
            List<Shape> nested = read.nested().stream().map(Shape::of).distinct().toList();
            return nested.isEmpty() ? list : new Shape(list.types, list.direction, list.includeRetracted, list.others, list.where,
                    list.reading, list.grouping, list.properties, nested);
        }

        /** Keys (or reads) by the shape of their list, in first-seen order, each once. */
        static <T> Map<Shape, List<T>> group(java.util.stream.Stream<T> keys, java.util.function.Function<T, Shape> shapeOf) {
            Map<Shape, List<T>> byShape = new java.util.LinkedHashMap<>();
            keys.distinct().forEach(key -> byShape.computeIfAbsent(shapeOf.apply(key), s -> new ArrayList<>()).add(key));
            return byShape;
        }

        /** The branches a statement holds for this shape: its own and those of its nested lists. */
        int branches() {
            return 1 + nested.size();
        }

        /** Types written into the pattern: all are statement types (else the branch tests them as values). */
        private boolean typed() {
            return types != null && !types.isEmpty() && TYPES.containsAll(types);
        }
    }

    /**
     * The statement for a batch whose keys have these shapes, branch i answering keys with {@code
     * shape = i}; the entities it returns (each statement's other end, its grouping) come with the
     * properties of {@code projection} ({@link Projection#WHOLE}: whole nodes).
     */
    static Cypher of(List<Shape> shapes, Projection projection) {
        // cached with its placeholders: the projection is the request's
        return projection.appliedTo(cached(CACHE, shapes, () -> union(STATEMENTS_ABOUT, shapes)));
    }

    /**
     * As {@link #of}, reading the entities themselves with their lists (entitiesWithStatements.cypher),
     * and returning of every entity the properties of {@code projection}. With {@code byPosition},
     * every root's keys are one per shape, in the order of {@code shapes}, and each position is read
     * by a subquery of its own (entitiesWithStatementsByPosition.cypher).
     */
    static Cypher withEntities(List<Shape> shapes, boolean byPosition, Projection projection) {
        // cached with its placeholder: the projection is the request's
        if (byPosition) {
            return projection.appliedTo(cached(BY_POSITION_CACHE, shapes, () -> byPosition(shapes)));
        }
        return projection.appliedTo(cached(WITH_ENTITIES_CACHE, shapes, () -> union(ENTITIES_WITH_STATEMENTS, shapes)));
    }

    /** The statement for these shapes from {@code cache}, or {@code written} (then kept, while the cache has room). */
    private static Cypher cached(Map<List<Shape>, Cypher> cache, List<Shape> shapes, java.util.function.Supplier<Cypher> written) {
        Cypher cached = cache.get(shapes);
        if (cached != null) {
            return cached;
        }
        Cypher query = written.get();
        if (cache.size() < CACHE_LIMIT) {
            cache.put(List.copyOf(shapes), query);
        }
        return query;
    }

    /** {@code template} with one branch per shape, joined by UNION ALL, where it writes {@code {STATEMENT_LIST}}. */
    private static Cypher union(Cypher template, List<Shape> shapes) {
        List<String> branches = new ArrayList<>(shapes.size());
        for (int i = 0; i < shapes.size(); i++) {
            branches.add(branch(i, shapes.get(i), limitParameter(i)));
        }
        return template.with("{STATEMENT_LIST}", String.join("\n    UNION ALL\n", branches));
    }

    /** entitiesWithStatementsByPosition.cypher with one subquery per position (shape), the items of all positions joined. */
    private static Cypher byPosition(List<Shape> shapes) {
        List<String> lists = new ArrayList<>(shapes.size());
        List<String> items = new ArrayList<>(shapes.size());
        for (int i = 0; i < shapes.size(); i++) {
            lists.add(LIST_AT.replace("{STATEMENT_LIST}", branch(i, shapes.get(i), limitParameter(i))).replace("{POSITION}", Integer.toString(i)));
            items.add("items" + i);
        }
        return ENTITIES_WITH_STATEMENTS_BY_POSITION.with("{STATEMENT_LIST_AT}", String.join("\n", lists))
                .with("{ITEMS}", items.isEmpty() ? "[]" : String.join(" + ", items));
    }

    /** The parameter that bounds branch i of a batch read with {@link Reading#FIRST}. */
    static String limitParameter(int branch) {
        return "limit" + branch;
    }

    /** The parameter that bounds nested branch j of branch i of a batch, read with {@link Reading#FIRST}. */
    static String limitParameter(int branch, int nested) {
        return "limit" + branch + "_" + nested;
    }

    private static String branch(int index, Shape shape, String limitParameter) {
        return BRANCH
                .replace(Projection.PLACEHOLDER, Projection.placeholderOf(otherKinds(shape)))
                .replace("{SHAPE}", Integer.toString(index))
                .replace("{PATTERN}", pattern(shape))
                .replace("{PREDICATES}", predicates(shape))
                .replace("{LIMIT}", shape.reading() == Reading.FIRST ? "LIMIT $" + limitParameter : "")
                .replace("{STATEMENT_LIST_SLICE}", shape.reading() == Reading.AFTER ? SLICE : "")
                .replace("{STATEMENT_GROUPING}", shape.grouping() ? GROUPING : "null")
                .replace(StatementProjection.PLACEHOLDER, shape.properties().cypher(shape.direction() != StatementFilter.Direction.BOTH,
                        shape.typed() && shape.types().size() == 1)) // StatementStore.Batch fills them in
                .replace("{NESTED_STATEMENT_LISTS}", shape.nested().isEmpty() ? "" : nested(index, shape.nested()))
                .replace("{NESTED}", shape.nested().isEmpty() ? "null" : "nested");
    }

    /** The lists read ahead for the other end of each statement of branch {@code index}: one renamed branch per shape. */
    private static String nested(int index, List<Shape> shapes) {
        List<String> branches = new ArrayList<>(shapes.size());
        for (int j = 0; j < shapes.size(); j++) {
            String branch = branch(j, shapes.get(j), limitParameter(index, j));
            branches.add(BRANCH_VARIABLES.matcher(branch).replaceAll("$1_"));
        }
        return NESTED.replace("{NESTED_BRANCHES}", String.join("\n    UNION ALL\n", branches));
    }


    /** The kinds the entity at the other end of a shape's statements may be of, by the ends its statement types allow. */
    private static Set<EntityKind> otherKinds(Shape shape) {
        if (!shape.typed()) {
            return java.util.EnumSet.allOf(EntityKind.class);
        }
        Set<EntityKind> kinds = java.util.EnumSet.noneOf(EntityKind.class);
        for (String name : shape.types()) {
            StatementType type = StatementType.valueOf(name);
            switch (shape.direction()) {
                case OUT -> kinds.addAll(type.to());
                case IN -> kinds.addAll(type.from());
                case BOTH -> {
                    kinds.addAll(type.to());
                    kinds.addAll(type.from());
                }
            }
        }
        return kinds;
    }

    private static String pattern(Shape shape) {
        String relationship = shape.typed() ? "[r:" + String.join("|", shape.types()) + "]" : "[r]";
        return switch (shape.direction()) {
            case OUT -> "-" + relationship + "->";
            case IN -> "<-" + relationship + "-";
            case BOTH -> "-" + relationship + "-";
        };
    }

    private static String predicates(Shape shape) {
        List<String> tests = new ArrayList<>();
        if (shape.types() != null && !shape.typed()) {
            tests.add("type(r) IN k.types");
        }
        if (!shape.includeRetracted()) {
            tests.add("r.retracted IS NULL");
        }
        if (shape.others()) {
            tests.add("m.id IN k.others");
        }
        // names from StatementFilter's closed list of testable properties
        tests.addAll(shape.where().stream().sorted().map(p -> "r." + p + " = k.where." + p).collect(Collectors.toList()));
        return tests.isEmpty() ? "true" : String.join(" AND ", tests);
    }
}
