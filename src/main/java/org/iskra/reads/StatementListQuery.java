package org.iskra.reads;

import static org.neo4j.cypherdsl.core.Cypher.anyNode;
import static org.neo4j.cypherdsl.core.Cypher.caseExpression;
import static org.neo4j.cypherdsl.core.Cypher.coalesce;
import static org.neo4j.cypherdsl.core.Cypher.collect;
import static org.neo4j.cypherdsl.core.Cypher.head;
import static org.neo4j.cypherdsl.core.Cypher.listOf;
import static org.neo4j.cypherdsl.core.Cypher.listWith;
import static org.neo4j.cypherdsl.core.Cypher.literalOf;
import static org.neo4j.cypherdsl.core.Cypher.mapOf;
import static org.neo4j.cypherdsl.core.Cypher.match;
import static org.neo4j.cypherdsl.core.Cypher.name;
import static org.neo4j.cypherdsl.core.Cypher.noCondition;
import static org.neo4j.cypherdsl.core.Cypher.node;
import static org.neo4j.cypherdsl.core.Cypher.parameter;
import static org.neo4j.cypherdsl.core.Cypher.property;
import static org.neo4j.cypherdsl.core.Cypher.range;
import static org.neo4j.cypherdsl.core.Cypher.size;
import static org.neo4j.cypherdsl.core.Cypher.subList;
import static org.neo4j.cypherdsl.core.Cypher.type;
import static org.neo4j.cypherdsl.core.Cypher.unionAll;
import static org.neo4j.cypherdsl.core.Cypher.unwind;
import static org.neo4j.cypherdsl.core.Cypher.valueAt;
import static org.neo4j.cypherdsl.core.Cypher.with;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Field;
import org.iskra.facts.StatementType;
import org.iskra.store.Cypher;
import org.jspecify.annotations.Nullable;
import org.neo4j.cypherdsl.core.Condition;
import org.neo4j.cypherdsl.core.Expression;
import org.neo4j.cypherdsl.core.Node;
import org.neo4j.cypherdsl.core.Relationship;
import org.neo4j.cypherdsl.core.Statement;
import org.neo4j.cypherdsl.core.StatementBuilder;
import org.neo4j.cypherdsl.core.SymbolicName;

/**
 * Writes the statement for one batch of statement lists, with Neo4j's Cypher-DSL: one branch per {@link Shape} of list
 * in the batch, each expanding only its own statement types in its own direction and testing only the filters it has. A
 * generic branch that expands every relationship and tests every filter on each costs about a quarter more on a
 * congress's thousands of attendances. Only closed lists reach the text (statement types, directions, testable property
 * names, branch numbers, the kinds and keys of a projection); every value stays a parameter.
 *
 * <p>Three statements share the branch ({@link #branch}):
 *
 * <ul>
 *   <li>{@link #of}: the lists of many entities, one entry of {@code $keys} per entity and list, each key naming its
 *       entity ({@code about}) and the shape of its list ({@code shape}: the number of its branch), with the values its
 *       branch tests ({@code others}, {@code where}, {@code first}, {@code after}); one row per item.
 *   <li>{@link #withEntities}: entities by id ({@code $roots}), each with the keys of its lists, in one round trip;
 *       items come per entity, in list order, each as a list {@code [key, statement, other, grouping, nested]} rather
 *       than a map: no key names to send and decode per item.
 *   <li>{@link #withEntities} by position: when every root reads the same shapes in the same order (a page of entities
 *       with the same selection), list i of each root is {@code root.keys[i]}, read by a subquery of its own, so no key
 *       passes through the branches of other shapes: about a twentieth less work for the database than one union of
 *       every branch.
 * </ul>
 *
 * Every list comes sorted oldest first (undated last, then by id), each statement with the entity at its other end, so
 * that resolving it costs no further round trip.
 */
final class StatementListQuery {

    private static final String ENTITY_LABEL = "Entity";
    /** Generated statements by their form, batch shapes and projection; a bound keeps odd batches from growing it. */
    private static final StatementCache<CacheKey> CACHE = new StatementCache<>(StatementListQuery::write, 1024);
    /** The most branches one statement holds: planning grows fast with them (StatementStore splits larger batches). */
    static final int MAX_BRANCHES = 8;

    private static final Set<String> TYPES = Set.copyOf(StatementType.names());

    private StatementListQuery() {}

    private enum Form {
        ABOUT,
        WITH_ENTITIES,
        BY_POSITION
    }

    /** The shapes are copied (a batch's are a view of a longer list), so that the key never changes. */
    private record CacheKey(Form form, List<Shape> shapes, Projection projection) {
        CacheKey {
            shapes = List.copyOf(shapes);
        }
    }

    /** How a key reads its list: all of it, its first few (top-k), or a part after a given item. */
    enum Reading {
        ALL,
        FIRST,
        AFTER
    }

    /**
     * What a branch's text depends on: everything about a list but the values it tests, and the shapes of the lists
     * read ahead for the other end of each of its statements ({@code nested}, in order).
     */
    record Shape(
            @Nullable List<String> types,
            StatementFilter.Direction direction,
            boolean includeRetracted,
            boolean others,
            Set<String> where,
            Reading reading,
            boolean grouping,
            StatementProjection properties,
            List<Shape> nested) {

        static Shape of(StatementKey key) {
            StatementFilter f = key.filter();
            Reading reading = key.after() != null ? Reading.AFTER : key.first() != null ? Reading.FIRST : Reading.ALL;
            List<String> types = f.types() == null
                    ? null
                    : f.types().stream().sorted().distinct().toList();
            return new Shape(
                    types,
                    f.direction(),
                    f.includeRetracted(),
                    f.others() != null,
                    Set.copyOf(f.where().keySet()),
                    reading,
                    key.withGrouping(),
                    key.properties(),
                    List.of());
        }

        /** The shape of a list with the distinct shapes of the lists read ahead for its items. */
        static Shape of(ListRead read) {
            Shape list = of(read.list());
            List<Shape> nested =
                    read.nested().stream().map(Shape::of).distinct().toList();
            return nested.isEmpty()
                    ? list
                    : new Shape(
                            list.types,
                            list.direction,
                            list.includeRetracted,
                            list.others,
                            list.where,
                            list.reading,
                            list.grouping,
                            list.properties,
                            nested);
        }

        /** Keys (or reads) by the shape of their list, in first-seen order, each once. */
        static <T> Map<Shape, List<T>> group(Stream<T> keys, Function<T, Shape> shapeOf) {
            Map<Shape, List<T>> byShape = new LinkedHashMap<>();
            keys.distinct()
                    .forEach(key -> byShape.computeIfAbsent(shapeOf.apply(key), s -> new ArrayList<>())
                            .add(key));
            return byShape;
        }

        /** The branches a statement holds for this shape: its own and those of its nested lists. */
        int branches() {
            return 1 + nested.size();
        }

        /** Types written into the pattern: all are statement types (else the branch tests them as values). */
        private boolean typed() {
            return !typedTypes().isEmpty();
        }

        /** The types of a {@link #typed} shape, written into its pattern; none for another. */
        private List<String> typedTypes() {
            return types != null && !types.isEmpty() && TYPES.containsAll(types) ? types : List.of();
        }
    }

    /**
     * The statement for a batch whose keys have these shapes, branch i answering keys with {@code shape = i}; the
     * entities it returns (each statement's other end, its grouping) come with the properties of {@code projection}
     * ({@link Projection#WHOLE}: whole nodes).
     */
    static Cypher of(List<Shape> shapes, Projection projection) {
        return CACHE.of(new CacheKey(Form.ABOUT, shapes, projection));
    }

    /**
     * As {@link #of}, reading the entities themselves with their lists, and returning of every entity the properties of
     * {@code projection}. With {@code byPosition}, every root's keys are one per shape, in the order of {@code shapes},
     * and each position is read by a subquery of its own.
     */
    static Cypher withEntities(List<Shape> shapes, boolean byPosition, Projection projection) {
        return CACHE.of(new CacheKey(byPosition ? Form.BY_POSITION : Form.WITH_ENTITIES, shapes, projection));
    }

    private static Cypher write(CacheKey key) {
        Statement statement = switch (key.form()) {
            case ABOUT -> about(key.shapes(), key.projection());
            case WITH_ENTITIES -> withEntities(key.shapes(), key.projection());
            case BY_POSITION -> byPosition(key.shapes(), key.projection());
        };
        return Dsl.cypher(
                "facts/statementLists[" + key.form() + ", " + key.shapes().size() + " shapes]", statement);
    }

    /** {@code UNWIND $keys AS k MATCH (n:Entity {id: k.about}) CALL (n, k) { branches } RETURN k.key AS key, …} */
    private static Statement about(List<Shape> shapes, Projection projection) {
        Names v = Names.OUTER;
        Node n = entity(v.n()).withProperties(Field.ID.key(), v.k().property("about"));
        return unwind(parameter("keys"))
                .as(v.k())
                .match(n)
                .call(branches(shapes, projection), v.n(), v.k())
                .returning(v.k().property("key").as("key"), name(STATEMENT), name(OTHER), name(GROUPING))
                .build();
    }

    /**
     * {@code UNWIND $roots AS root MATCH (n:Entity {id: root.id}) CALL (n, root) { UNWIND root.keys AS k CALL (n, k) {
     * branches } RETURN collect([…]) AS items } RETURN n, items}: an entity that does not exist gives no row; one whose
     * lists are empty gives its row with no items.
     */
    private static Statement withEntities(List<Shape> shapes, Projection projection) {
        Names v = Names.OUTER;
        SymbolicName root = name("root");
        SymbolicName items = name("items");
        Statement lists = unwind(root.property("keys"))
                .as(v.k())
                .call(branches(shapes, projection), v.n(), v.k())
                .returning(collect(item(v.k(), true)).as(items))
                .build();
        return unwind(parameter("roots"))
                .as(root)
                .match(entity(v.n()).withProperties(Field.ID.key(), root.property(Field.ID.key())))
                .call(lists, v.n(), root)
                .returning(
                        projected(projection, v.n(), EnumSet.allOf(EntityKind.class))
                                .as(v.n()),
                        items)
                .build();
    }

    /**
     * {@code UNWIND $roots AS root MATCH (n:Entity {id: root.id})}, then one subquery per position i reading
     * {@code root.keys[i]} by branch i.
     */
    private static Statement byPosition(List<Shape> shapes, Projection projection) {
        Names v = Names.OUTER;
        SymbolicName root = name("root");
        StatementBuilder.OngoingReading reading = unwind(parameter("roots"))
                .as(root)
                .match(entity(v.n()).withProperties(Field.ID.key(), root.property(Field.ID.key())));
        List<Expression> items = new ArrayList<>(shapes.size());
        for (int i = 0; i < shapes.size(); i++) {
            SymbolicName itemsAt = name("items" + i);
            Statement list = with(v.n(), valueAt(root.property("keys"), i).as(v.k()))
                    .call(branch(i, shapes.get(i), limitParameter(i), v, projection), v.n(), v.k())
                    .returning(collect(item(v.k(), true)).as(itemsAt))
                    .build();
            reading = reading.call(list, v.n(), root);
            items.add(itemsAt);
        }
        Expression all = items.isEmpty()
                ? listOf()
                : items.stream().reduce(Expression::add).orElseThrow();
        return reading.returning(
                        projected(projection, v.n(), EnumSet.allOf(EntityKind.class))
                                .as(v.n()),
                        all.as("items"))
                .build();
    }

    /** The parameter that bounds branch i of a batch read with {@link Reading#FIRST}. */
    static String limitParameter(int branch) {
        return "limit" + branch;
    }

    /** The parameter that bounds nested branch j of branch i of a batch, read with {@link Reading#FIRST}. */
    static String limitParameter(int branch, int nested) {
        return "limit" + branch + "_" + nested;
    }

    /** The columns every branch returns. */
    private static final String STATEMENT = "statement";

    private static final String OTHER = "other";
    private static final String GROUPING = "grouping";
    private static final String NESTED = "nested";

    /**
     * The variables of one level of branches: a branch nested in another names its own apart ({@code n_}, {@code k_}
     * …), since a subquery may not reuse a name of the query around it. The columns a branch returns are new at both
     * levels, so they keep their names.
     */
    private record Names(
            SymbolicName n,
            SymbolicName k,
            SymbolicName r,
            SymbolicName m,
            SymbolicName g,
            SymbolicName i,
            SymbolicName listed,
            SymbolicName start,
            SymbolicName row) {
        static final Names OUTER = suffixed("");
        static final Names NESTED = suffixed("_");

        private static Names suffixed(String suffix) {
            return new Names(
                    name("n" + suffix),
                    name("k" + suffix),
                    name("r" + suffix),
                    name("m" + suffix),
                    name("g" + suffix),
                    name("i" + suffix),
                    name("listed" + suffix),
                    name("start" + suffix),
                    name("row" + suffix));
        }
    }

    private static Node entity(SymbolicName name) {
        return node(ENTITY_LABEL).named(name);
    }

    /** The branches of the outer level, one per shape, joined by UNION ALL. */
    private static Statement branches(List<Shape> shapes, Projection projection) {
        List<Statement> branches = new ArrayList<>(shapes.size());
        for (int i = 0; i < shapes.size(); i++) {
            branches.add(branch(i, shapes.get(i), limitParameter(i), Names.OUTER, projection));
        }
        return branches.size() == 1 ? branches.get(0) : unionAll(branches);
    }

    /**
     * The list of one shape for an entity n and a key k: its statements in its direction, filtered, sorted oldest
     * first, at most {@code $limit} when every key of the shape reads its first few (the database keeps the first ones
     * instead of sorting them all), the slice of a key that pages, and the lists read ahead for the entity at the other
     * end of each statement. It returns the statement (its projected properties, with its type and ends unless the
     * shape knows them), the other end (projected, narrowed to the kinds the shape's types allow), the organization an
     * attendance's or a vote's grouping names when the selection asks for it, and the nested lists.
     */
    private static Statement branch(int index, Shape shape, String limitParameter, Names v, Projection projection) {
        Node n = anyNode(v.n());
        Node m = entity(v.m());
        Relationship r = pattern(n, m, shape).named(v.r());
        StatementBuilder.OrderableOngoingReadingAndWithWithoutWhere sorted = with(v.n(), v.k())
                .where(v.k().property("shape").isEqualTo(literalOf(index)))
                .match(r)
                .where(predicates(shape, v, r, m))
                .with(v.k(), v.r(), v.m());
        var ordered = sorted.orderBy(
                coalesce(r.property("startLo"), r.property("dateLo"), m.property("whenLo"))
                        .ascending(),
                r.property(Field.ID.key()).ascending());
        StatementBuilder.OngoingReadingAndWith listed =
                shape.reading() == Reading.FIRST ? ordered.limit(parameter(limitParameter)) : ordered;
        StatementBuilder.OngoingReading reading = shape.reading() == Reading.AFTER ? slice(listed, v) : listed;
        if (!shape.nested().isEmpty()) {
            reading = reading.call(nested(index, shape.nested(), v, projection), v.m(), v.k());
        }
        boolean endsKnown = shape.direction() != StatementFilter.Direction.BOTH;
        boolean typeKnown = shape.typedTypes().size() == 1;
        return reading.returning(
                        shape.properties().expression(r, endsKnown, typeKnown).as(STATEMENT),
                        projected(projection, v.m(), otherKinds(shape)).as(OTHER),
                        (shape.grouping() ? grouping(r, v, projection) : literalOf(null)).as(GROUPING),
                        (shape.nested().isEmpty() ? literalOf(null) : name(NESTED)).as(NESTED))
                .build();
    }

    /** {@code head([x IN [m] | projection of x])}: the projection of a node bound to another name. */
    private static Expression projected(Projection projection, SymbolicName node, Set<EntityKind> kinds) {
        SymbolicName x = name("x");
        return head(listWith(x).in(listOf(node)).returning(projection.expression(x, kinds)));
    }

    /**
     * The part of one sorted list (rows k, r, m) that a key pages to: after the statement whose id is {@code k.after}
     * (or, with {@code k.afterOther}, whose other end has that id), at most {@code k.first} (null: the rest); an after
     * that names nothing gives an empty page.
     */
    private static StatementBuilder.OngoingReading slice(StatementBuilder.OngoingReadingAndWith sorted, Names v) {
        Expression item = valueAt(v.listed(), v.i());
        Expression afterId = caseExpression()
                .when(v.k().property("afterOther"))
                .then(property(item, OTHER, Field.ID.key()))
                .elseDefault(property(item, STATEMENT, Field.ID.key()));
        Expression afterIndex = head(listWith(v.i())
                .in(range(literalOf(0), size(v.listed()).subtract(literalOf(1))))
                .where(afterId.isEqualTo(v.k().property("after")))
                .returning());
        Expression end = caseExpression()
                .when(v.k().property("first").isNull())
                .then(size(v.listed()))
                .elseDefault(v.start().add(v.k().property("first")));
        return sorted.with(v.k(), collect(mapOf(STATEMENT, v.r(), OTHER, v.m())).as(v.listed()))
                .with(
                        v.k(),
                        v.listed(),
                        coalesce(afterIndex.add(literalOf(1)), size(v.listed())).as(v.start()))
                .unwind(subList(v.listed(), v.start(), end))
                .as(v.row())
                .with(
                        v.k(),
                        v.row().property(STATEMENT).as(v.r()),
                        v.row().property(OTHER).as(v.m()));
    }

    /**
     * The organization named by the grouping of statement r, as a list of at most one (projected) node, null when it
     * names none.
     */
    private static Expression grouping(Relationship r, Names v, Projection projection) {
        Statement organization = match(entity(v.g()).withProperties(Field.ID.key(), r.property(GROUPING)))
                .returning(
                        projected(projection, v.g(), Field.GROUPING.refersTo()).as("organization"))
                .build();
        return caseExpression()
                .when(r.property(GROUPING).isNull())
                .then(literalOf(null))
                .elseDefault(collect(organization));
    }

    /**
     * The lists read ahead for the entity at the other end of one statement of branch {@code index} (m, the list's key
     * k): one per entry of {@code k.nested}, each answered by a nested branch of its shape; each entry's items come
     * back in list order as {@code [key, statement, other, grouping]}.
     */
    private static Statement nested(int index, List<Shape> shapes, Names outer, Projection projection) {
        Names v = Names.NESTED;
        List<Statement> branches = new ArrayList<>(shapes.size());
        for (int j = 0; j < shapes.size(); j++) {
            branches.add(branch(j, shapes.get(j), limitParameter(index, j), v, projection));
        }
        Statement union = branches.size() == 1 ? branches.get(0) : unionAll(branches);
        return unwind(outer.k().property(NESTED))
                .as(v.k())
                .with(outer.m().as(v.n()), v.k())
                .call(union, v.n(), v.k())
                .returning(collect(item(v.k(), false)).as(NESTED))
                .build();
    }

    /** One item of a list: {@code [k.key, statement, other, grouping]}, and its nested lists at the outer level. */
    private static Expression item(SymbolicName k, boolean withNested) {
        return withNested
                ? listOf(k.property("key"), name(STATEMENT), name(OTHER), name(GROUPING), name(NESTED))
                : listOf(k.property("key"), name(STATEMENT), name(OTHER), name(GROUPING));
    }

    /**
     * The kinds the entity at the other end of a shape's statements may be of, by the ends its statement types allow.
     */
    private static Set<EntityKind> otherKinds(Shape shape) {
        if (!shape.typed()) {
            return EnumSet.allOf(EntityKind.class);
        }
        Set<EntityKind> kinds = EnumSet.noneOf(EntityKind.class);
        for (String name : shape.typedTypes()) {
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

    private static Relationship pattern(Node n, Node m, Shape shape) {
        String[] types = shape.typedTypes().toArray(String[]::new);
        return switch (shape.direction()) {
            case OUT -> n.relationshipTo(m, types);
            case IN -> n.relationshipFrom(m, types);
            case BOTH -> n.relationshipBetween(m, types);
        };
    }

    private static Condition predicates(Shape shape, Names v, Relationship r, Node m) {
        Condition tests = noCondition();
        if (shape.types() != null && !shape.typed()) {
            tests = tests.and(type(r).in(v.k().property("types")));
        }
        if (!shape.includeRetracted()) {
            tests = tests.and(r.property(StatementProjection.RETRACTED).isNull());
        }
        if (shape.others()) {
            tests = tests.and(m.property(Field.ID.key()).in(v.k().property("others")));
        }
        // names from StatementFilter's closed list of testable properties
        for (String p : shape.where().stream().sorted().toList()) {
            tests = tests.and(r.property(p).isEqualTo(v.k().property("where", p)));
        }
        return tests;
    }
}
