package org.iskra.reads;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.facts.Certainty;
import org.iskra.facts.Entity;
import org.iskra.facts.Field;
import org.iskra.facts.Props;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementType;
import org.iskra.facts.TermBeginning;
import org.iskra.facts.TermEnding;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.Value;
import org.neo4j.driver.Values;
import org.neo4j.driver.types.TypeSystem;

/** Loads the statements of many entities at once, in chronological order. */
public final class StatementStore {
    private static final Cypher STATEMENTS_PAGE = Cypher.of(StatementStore.class, "statementsPage");
    private static final Cypher STATEMENTS_WITH_CAUSE = Cypher.of(StatementStore.class, "statementsWithCause");
    private static final Cypher STATEMENTS_IN_CONTEXT = TypedStatements.inContext();
    private static final Comparator<Statement> CHRONOLOGICAL = Comparator.comparing(
                    (Statement s) -> s.start() != null
                            ? s.start().lo()
                            : s.date() != null ? s.date().lo() : null,
                    Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparing(Statement::id);

    private final Graph graph;

    public StatementStore(Graph graph) {
        this.graph = graph;
    }

    /** For each entity id, its statements that pass the filter (an empty list when none). */
    public Map<String, List<Statement>> about(Collection<String> ids, StatementFilter filter) {
        Map<String, List<Statement>> byEntity = new HashMap<>();
        about(ids.stream().map(id -> new StatementKey(id, filter)).toList(), Projection.WHOLE)
                .value()
                .forEach((k, v) -> byEntity.put(k.entityId(), v));
        return byEntity;
    }

    /**
     * For each key, the part of its entity's statements it asks for (an empty list when none), in one round trip
     * whatever the number of keys and filters (one branch per shape of list, {@link StatementListQuery}); with them the
     * entity at the other end of each statement, and the organization of its grouping when the key asks for it, with
     * the properties {@code projection} names.
     */
    public WithEntities<Map<StatementKey, List<Statement>>> about(
            Collection<StatementKey> keys, Projection projection) {
        Map<StatementListQuery.Shape, List<StatementKey>> byShape =
                StatementListQuery.Shape.group(keys.stream(), StatementListQuery.Shape::of);
        List<StatementListQuery.Shape> shapes = List.copyOf(byShape.keySet());
        Map<StatementKey, List<Statement>> result = new HashMap<>();
        Map<String, Entity> ends = new HashMap<>();
        // a statement of many branches takes long to plan: a batch of many shapes goes in a few statements
        for (int from = 0; from < shapes.size(); from += StatementListQuery.MAX_BRANCHES) {
            Batch batch = new Batch(
                    shapes.subList(from, Math.min(shapes.size(), from + StatementListQuery.MAX_BRANCHES)),
                    result,
                    ends);
            List<Map<String, Object>> keyParams = new ArrayList<>();
            batch.shapes.forEach(
                    shape -> Objects.requireNonNull(byShape.get(shape)).forEach(key -> keyParams.add(batch.add(key))));
            batch.params.put("keys", keyParams);
            graph.read(StatementListQuery.of(batch.shapes, projection), batch.params, r -> {
                batch.item(r.get("key"), r.get("statement"), r.get("other"), r.get("grouping"));
                return null;
            });
            batch.trim();
        }
        return new WithEntities<>(result, ends);
    }

    /**
     * Entities read with some of their statement lists: the entities found by id, every list asked for, and the
     * entities at the other ends of those lists' statements ({@code ends}).
     */
    public record EntitiesWithStatements(
            Map<String, Entity> entities, Map<StatementKey, List<Statement>> statements, Map<String, Entity> ends) {}

    /**
     * The entities with these ids, each with the statement lists it reads, in one round trip (for a field that reads an
     * entity and the lists its selection asks for); each list with the lists read ahead for the other end of each of
     * its statements ({@link ListRead}), found under those ends' keys. When every entity reads one list of each shape,
     * in the same order (one entity; a page of them with the same selection), each list is read by a subquery of its
     * own rather than through a union of every shape's branch. At most {@link #MAX_LISTS_WITH_ENTITIES} branches in
     * all: with more, the lists alone; with more lists than that, empty (the caller reads them apart).
     */
    public Optional<EntitiesWithStatements> withStatements(
            Map<String, List<ListRead>> readsByEntity, Projection projection) {
        Map<StatementListQuery.Shape, List<ListRead>> byShape = byShape(readsByEntity);
        if (byShape.keySet().stream()
                        .mapToInt(StatementListQuery.Shape::branches)
                        .sum()
                > MAX_LISTS_WITH_ENTITIES) {
            Map<String, List<ListRead>> alone = new LinkedHashMap<>();
            readsByEntity.forEach((id, reads) ->
                    alone.put(id, reads.stream().map(ListRead::alone).toList()));
            readsByEntity = alone;
            byShape = byShape(alone);
        }
        if (byShape.size() > MAX_LISTS_WITH_ENTITIES) {
            return Optional.empty();
        }
        Map<StatementKey, List<Statement>> lists = new HashMap<>();
        Map<String, Entity> ends = new HashMap<>();
        Batch batch = new Batch(List.copyOf(byShape.keySet()), lists, ends);
        List<Map<String, Object>> roots = new ArrayList<>();
        readsByEntity.forEach((id, reads) -> roots.add(Map.of(
                "id", id, "keys", reads.stream().distinct().map(batch::add).toList())));
        batch.params.put("roots", roots);
        boolean byPosition = roots.stream()
                .allMatch(root -> Batch.onePerShapeInOrder(
                        (List<?>) Objects.requireNonNull(root.get("keys")), batch.shapes.size()));
        Map<String, Entity> entities = new HashMap<>();
        graph.read(StatementListQuery.withEntities(batch.shapes, byPosition, projection), batch.params, r -> {
            Entity entity = NodeStore.toEntity(r.get("n"));
            if (entity != null) {
                entities.put(entity.id(), entity);
            }
            for (Value item : r.get("items").values()) { // [key, statement, other, grouping, nested]
                batch.item(item.get(0), item.get(1), item.get(2), item.get(3), item.get(4));
            }
            return null;
        });
        batch.trim();
        return Optional.of(new EntitiesWithStatements(entities, lists, ends));
    }

    private static Map<StatementListQuery.Shape, List<ListRead>> byShape(Map<String, List<ListRead>> readsByEntity) {
        return StatementListQuery.Shape.group(
                readsByEntity.values().stream().flatMap(List::stream), StatementListQuery.Shape::of);
    }

    /** The most branches (lists and the lists of their items) read with entities in one statement. */
    public static final int MAX_LISTS_WITH_ENTITIES = StatementListQuery.MAX_BRANCHES;

    /** The keys of one statement: its shapes (branch i reads shape i), its parameters, and the lists it fills. */
    private static final class Batch {
        final List<StatementListQuery.Shape> shapes;
        final Map<String, Object> params = new HashMap<>();
        final List<StatementKey> ordered = new ArrayList<>();
        /** For each key of {@link #ordered}, the lists read ahead for the other end of each of its statements. */
        final List<List<StatementKey>> nestedOf = new ArrayList<>();
        /** The keys of the lists read ahead, filled from the items of other lists. */
        final List<StatementKey> nestedKeys = new ArrayList<>();

        final Map<StatementKey, List<Statement>> result;
        /** The entities at the other ends of the lists' statements, and their groupings' organizations. */
        final Map<String, Entity> ends;

        Batch(
                List<StatementListQuery.Shape> shapes,
                Map<StatementKey, List<Statement>> result,
                Map<String, Entity> ends) {
            this.shapes = shapes;
            this.result = result;
            this.ends = ends;
        }

        /**
         * Whether these entries of $keys hold one list of each of the batch's {@code shapes} shapes, in their order.
         */
        static boolean onePerShapeInOrder(List<?> keys, int shapes) {
            if (keys.size() != shapes) {
                return false;
            }
            for (int i = 0; i < shapes; i++) {
                if (!Integer.valueOf(i).equals(((Map<?, ?>) keys.get(i)).get("shape"))) {
                    return false;
                }
            }
            return true;
        }

        /** Adds a key; returns its entry of $keys. */
        Map<String, Object> add(StatementKey key) {
            return add(ListRead.of(key));
        }

        /**
         * Adds a list and the lists read ahead for its items; returns its entry of $keys (nested ones under "nested").
         */
        Map<String, Object> add(ListRead read) {
            StatementListQuery.Shape shape = StatementListQuery.Shape.of(read);
            int branch = shapes.indexOf(shape);
            Map<String, Object> k =
                    entry(read.list(), ordered.size(), branch, StatementListQuery.limitParameter(branch));
            List<Map<String, Object>> nested = new ArrayList<>();
            for (int j = 0; j < read.nested().size(); j++) {
                StatementKey template = read.nested().get(j);
                int nestedBranch = shape.nested().indexOf(StatementListQuery.Shape.of(template));
                nested.add(entry(template, j, nestedBranch, StatementListQuery.limitParameter(branch, nestedBranch)));
            }
            k.put("nested", nested);
            ordered.add(read.list());
            nestedOf.add(read.nested());
            result.put(read.list(), new ArrayList<>());
            return k;
        }

        /** The entry of one list: its number, its branch and the values its branch tests; a LIMIT branch's bound. */
        private Map<String, Object> entry(StatementKey key, int number, int branch, String limitParameter) {
            if (StatementListQuery.Shape.of(key).reading() == StatementListQuery.Reading.FIRST) {
                params.merge(limitParameter, key.first(), (a, b) -> Math.max((Integer) a, (Integer) b));
            }
            StatementFilter filter = key.filter();
            Map<String, Object> k = new HashMap<>();
            k.put("key", number);
            k.put("shape", branch);
            k.put("about", key.entityId());
            k.put("types", filter.types());
            k.put("others", filter.others());
            k.put("where", filter.where());
            k.put("first", key.first());
            k.put("after", key.after());
            k.put("afterOther", key.afterOther());
            return k;
        }

        /** One item of a list: the statement, the entity at its other end, its grouping's organization (or null). */
        void item(Value key, Value statement, Value other, Value grouping) {
            item(key, statement, other, grouping, Values.NULL);
        }

        /**
         * One item of a list, with the lists read ahead for its other end ({@code nested}: null when none). Those go
         * under the other end's keys, once: an end reached by several statements, or whose list is also asked for
         * itself, is not filled twice.
         */
        void item(Value key, Value statement, Value other, Value grouping, Value nested) {
            int index = key.asInt();
            Objects.requireNonNull(result.get(ordered.get(index))).add(listed(statement, ordered.get(index), other));
            end(other, grouping);
            if (!nested.isNull()) {
                nested(nestedOf.get(index), other.get("id").asString(), nested);
            }
        }

        private void nested(List<StatementKey> templates, String otherId, Value items) {
            List<List<Statement>> fresh = new ArrayList<>(templates.size());
            for (StatementKey template : templates) {
                StatementKey key = template.about(otherId);
                List<Statement> list = result.containsKey(key) ? null : new ArrayList<>();
                if (list != null) {
                    result.put(key, list);
                    nestedKeys.add(key);
                }
                fresh.add(list);
            }
            for (Value item : items.values()) { // [key, statement, other, grouping]
                int index = item.get(0).asInt();
                List<Statement> list = fresh.get(index);
                if (list != null) {
                    list.add(listed(item.get(1), templates.get(index).about(otherId), item.get(2)));
                    end(item.get(2), item.get(3));
                }
            }
        }

        /** Keeps the entity at a statement's other end and its grouping's organization (if any). */
        private void end(Value other, Value grouping) {
            Entity entity = NodeStore.toEntity(other);
            if (entity != null) {
                ends.put(entity.id(), entity);
            }
            if (!grouping.isNull()) {
                entities(grouping).forEach(e -> ends.put(e.id(), e));
            }
        }

        /** A branch read with LIMIT keeps the largest `first` of its keys: cuts the others to theirs. */
        void trim() {
            for (StatementKey key :
                    Stream.concat(ordered.stream(), nestedKeys.stream()).toList()) {
                List<Statement> list = Objects.requireNonNull(result.get(key));
                Integer first = key.first();
                if (key.after() == null && first != null && list.size() > first) {
                    list.subList(first, list.size()).clear();
                }
            }
        }
    }

    /** One page of all statements, optionally of some types and touching one entity, oldest first. */
    public Connection<Statement> page(
            @Nullable List<String> types, @Nullable String about, boolean includeRetracted, Page page) {
        Map<String, Object> params = new HashMap<>();
        params.put("types", types);
        params.put("about", about);
        params.put("includeRetracted", includeRetracted);
        return Pages.read(graph, STATEMENTS_PAGE, params, page, StatementStore::toStatement);
    }

    /**
     * One page of the statements made at a congress or event (whose {@code context} is its id), in date order (undated
     * last, then by id), optionally of some types and touching one entity.
     */
    public Connection<Statement> inContext(
            String context, @Nullable List<String> types, @Nullable String about, boolean includeRetracted, Page page) {
        List<Statement> all = Objects.requireNonNull(
                inContexts(List.of(context), types, about, includeRetracted).get(context));
        int from = Math.min(page.offset(), all.size());
        return Connection.of(all.subList(from, Math.min(all.size(), from + page.limit())), all.size(), page);
    }

    /**
     * The statements that name {@code cause} as what occasioned them (walk-outs, terms, refusals, moves), in date
     * order.
     */
    public List<Statement> occasionedBy(String cause) {
        List<Statement> all = new ArrayList<>(
                graph.read(STATEMENTS_WITH_CAUSE, Map.of("cause", cause), r -> toStatement(r.get("statement"))));
        all.sort(CHRONOLOGICAL);
        return all;
    }

    /** For each context id, the statements made at it (optionally of some types), in date order, in one round trip. */
    public Map<String, List<Statement>> inContexts(
            Collection<String> contexts,
            @Nullable List<String> types,
            @Nullable String about,
            boolean includeRetracted) {
        Map<String, Object> params = new HashMap<>();
        params.put("contexts", List.copyOf(contexts));
        params.put("about", about);
        params.put("includeRetracted", includeRetracted);
        Map<String, List<Statement>> byContext = new HashMap<>();
        contexts.forEach(c -> byContext.put(c, new ArrayList<>()));
        for (Statement s : graph.read(STATEMENTS_IN_CONTEXT, params, r -> toStatement(r.get("statement")))) {
            if (types == null || types.contains(s.type().name())) {
                Objects.requireNonNull(byContext.get(s.contextId())).add(s); // the query reads these contexts only
            }
        }
        byContext.values().forEach(list -> list.sort(CHRONOLOGICAL));
        return byContext;
    }

    /** The entities in a list of nodes, or of lists of nodes, as returned with a page. */
    public static List<Entity> entities(Value nodes) {
        List<Entity> entities = new ArrayList<>();
        for (Value v : nodes.values()) {
            if (v.isNull()) {
                continue;
            }
            if (v.hasType(TypeSystem.getDefault().LIST())) {
                entities.addAll(entities(v));
            } else {
                Entity e = NodeStore.toEntity(v);
                if (e != null) {
                    entities.add(e);
                }
            }
        }
        return entities;
    }

    /** Maps a statement map ({@code r {.*, type, from, to}}) to its record. */
    public static Statement toStatement(Value value) {
        Props p = new Props(value.asMap());
        return toStatement(p, p.required(Field.TYPE), p.required(Field.FROM), p.required(Field.TO));
    }

    /**
     * Maps a statement of {@code key}'s list, whose other end is {@code other}: a list of one type or of one direction
     * returns no type or no ends (StatementProjection#expression), known from its key and the other end's id.
     */
    static Statement listed(Value value, StatementKey key, Value other) {
        Props p = new Props(value.asMap());
        String stated = p.str(Field.TYPE);
        String type = stated != null
                ? stated
                : Objects.requireNonNull(key.filter().types()).getFirst(); // a list of one type
        String from = p.str(Field.FROM);
        if (from != null) {
            return toStatement(p, type, from, p.required(Field.TO));
        }
        String otherId = other.get("id").asString();
        String entityId = Objects.requireNonNull(key.entityId()); // a list read is about its entity
        boolean outgoing = key.filter().direction() == StatementFilter.Direction.OUT;
        return toStatement(p, type, outgoing ? entityId : otherId, outgoing ? otherId : entityId);
    }

    /** How a term began; the validator admits only the names of {@link TermBeginning} into the store. */
    private static @Nullable TermBeginning began(Props p) {
        String name = p.enumName(Field.BEGAN);
        return name == null ? null : TermBeginning.valueOf(name);
    }

    private static Statement toStatement(Props p, String type, String from, String to) {
        return new Statement(
                p.required(Field.ID),
                StatementType.valueOf(type),
                from,
                to,
                p.date(Field.START),
                p.date(Field.START_BY),
                p.date(Field.START_AFTER),
                p.date(Field.END),
                p.date(Field.DATE),
                p.date(Field.END_BY),
                p.date(Field.END_AFTER),
                p.flag(Field.ONGOING),
                p.flag(Field.END_UNKNOWN),
                began(p),
                TermEnding.of(p.str(Field.ENDED)).orElse(null),
                p.str(Field.ROLE),
                p.str(Field.GROUPING),
                p.str(Field.CHOICE),
                p.integer(Field.VOTES),
                p.integer(Field.DELEGATES),
                p.integer(Field.ISSUE),
                tally(p),
                p.str(Field.CONTEXT),
                p.str(Field.CAUSE),
                p.str(Field.NOTE),
                Certainty.valueOf(p.enumName(Field.CERTAINTY, "ATTESTED")),
                p.str(Field.QUOTE),
                p.strings(Field.SOURCES),
                p.flag("retracted"),
                retraction(p),
                p.str("addedIn"),
                p.str("changedIn"));
    }

    private static Statement.@Nullable Tally tally(Props p) {
        return p.str(Field.OUTCOME) == null
                        && p.integer(Field.VOTES_FOR) == null
                        && p.integer(Field.VOTES_AGAINST) == null
                        && p.integer(Field.ABSTENTIONS) == null
                ? null
                : new Statement.Tally(
                        p.enumName(Field.OUTCOME),
                        p.integer(Field.VOTES_FOR),
                        p.integer(Field.VOTES_AGAINST),
                        p.integer(Field.ABSTENTIONS));
    }

    private static Statement.@Nullable Retraction retraction(Props p) {
        return p.flag("retracted")
                ? new Statement.Retraction(
                        p.str("retractedAt"), p.str("retractedBy"), p.str("retractedReason"), p.str("retractedSource"))
                : null;
    }
}
