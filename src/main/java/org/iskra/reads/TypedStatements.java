package org.iskra.reads;

import static org.neo4j.cypherdsl.core.Cypher.anyNode;
import static org.neo4j.cypherdsl.core.Cypher.asterisk;
import static org.neo4j.cypherdsl.core.Cypher.coalesce;
import static org.neo4j.cypherdsl.core.Cypher.literalOf;
import static org.neo4j.cypherdsl.core.Cypher.match;
import static org.neo4j.cypherdsl.core.Cypher.name;
import static org.neo4j.cypherdsl.core.Cypher.node;
import static org.neo4j.cypherdsl.core.Cypher.parameter;
import static org.neo4j.cypherdsl.core.Cypher.properties;
import static org.neo4j.cypherdsl.core.Cypher.type;
import static org.neo4j.cypherdsl.core.Cypher.unionAll;
import static org.neo4j.cypherdsl.core.Cypher.unwind;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.iskra.facts.EntityKind;
import org.iskra.facts.StatementType;
import org.iskra.store.Cypher;
import org.neo4j.cypherdsl.core.Expression;
import org.neo4j.cypherdsl.core.Node;
import org.neo4j.cypherdsl.core.Relationship;
import org.neo4j.cypherdsl.core.Statement;
import org.neo4j.cypherdsl.core.StatementBuilder;
import org.neo4j.cypherdsl.core.SymbolicName;

/**
 * The statements written for one statement type or one kind of entity, with Neo4j's Cypher-DSL: Cypher cannot take a
 * relationship type or a label as a parameter and still seek the type's id index, so each type has its own statement,
 * made once from the closed lists {@link StatementType} and {@link EntityKind} (never from input). A statement found by
 * id is always found through its type's id index ({@code USING INDEX SEEK}): a plain hint, planned while a type had few
 * relationships, once scanned the whole index for every id and stalled a bulk import for minutes per batch at 100,000
 * people; never by expanding an entity, which may have hundreds of thousands of statements.
 */
public final class TypedStatements {

    private static final SymbolicName ROW = name("row");
    private static final SymbolicName ID = name("id");
    private static final String ENTITY = "Entity";

    private static final Map<StatementType, Cypher> EXISTING = byType("existingStatements", TypedStatements::existing);
    private static final Map<StatementType, Cypher> CREATE = byType("createStatements", TypedStatements::create);
    private static final Map<StatementType, Cypher> UPDATE = byType("updateStatements", TypedStatements::update);
    private static final Map<StatementType, Cypher> DELETE = byType("deleteStatements", TypedStatements::delete);
    private static final Map<StatementType, Cypher> RETRACT = byType("retract", TypedStatements::retract);
    private static final Map<EntityKind, Cypher> CREATE_ENTITIES =
            byKind("createEntities", TypedStatements::createEntities);
    private static final Map<EntityKind, Cypher> UPSERT_ENTITIES =
            byKind("upsertEntities", TypedStatements::upsertEntities);
    private static final Cypher BY_ID = everyType("statementById", TypedStatements::byId);
    private static final Cypher IN_CONTEXT = everyType("statementsInContext", TypedStatements::inContext);

    private TypedStatements() {}

    /** The stored form ({@code id, from, to, props}) of the statements of {@code type} among {@code $ids}. */
    public static Cypher existing(StatementType type) {
        return filled(EXISTING, type);
    }

    /**
     * Creates a statement of {@code type} for each of {@code $rows} ({@code from, to, props}) between existing ends.
     */
    public static Cypher create(StatementType type) {
        return filled(CREATE, type);
    }

    /** Replaces the stored properties of the statements of {@code type} in {@code $rows} ({@code id, props}). */
    public static Cypher update(StatementType type) {
        return filled(UPDATE, type);
    }

    /** Deletes the statements of {@code type} among {@code $ids} (a batch that moves their ends creates them again). */
    public static Cypher delete(StatementType type) {
        return filled(DELETE, type);
    }

    /**
     * Marks the statement {@code $id} of {@code type} retracted ({@code $at, $by, $reason, $source}) and bumps the
     * graph version's counter {@code $versionKey}; returns its stored form as {@code statement}.
     */
    public static Cypher retract(StatementType type) {
        return filled(RETRACT, type);
    }

    /** Creates an entity of {@code kind} for each of {@code $rows} ({@code props}); the id constraint refuses twins. */
    public static Cypher createEntities(EntityKind kind) {
        return filled(CREATE_ENTITIES, kind);
    }

    /**
     * Upserts the entities of {@code kind} in {@code $rows} ({@code id, props}) by id; their properties become those.
     */
    public static Cypher upsertEntities(EntityKind kind) {
        return filled(UPSERT_ENTITIES, kind);
    }

    /**
     * The statement {@code $id} of any type, as {@code statement}: one branch per type, since an id does not say it.
     */
    public static Cypher byId() {
        return BY_ID;
    }

    /**
     * The statements whose context is one of {@code $contexts}, through each type's context index, as
     * {@code statement}; with {@code $about}, those of that entity only, and retracted ones with
     * {@code $includeRetracted}.
     */
    public static Cypher inContext() {
        return IN_CONTEXT;
    }

    private static Statement existing(String type) {
        Node a = anyNode("a");
        Node b = anyNode("b");
        Relationship r = a.relationshipTo(b, type).named("r").withProperties("id", ID);
        return seekEach("ids", ID, r)
                .returning(
                        ID,
                        a.property("id").as("from"),
                        b.property("id").as("to"),
                        properties(r).as("props"))
                .build();
    }

    /**
     * For each element of {@code $list}, bound to {@code each}, the statement {@code r} found through its type's id
     * index (the seek hint: see the class comment).
     */
    private static StatementBuilder.OngoingReading seekEach(String list, SymbolicName each, Relationship r) {
        return unwind(parameter(list)).as(each).match(r).usingIndexSeek(r.property("id"));
    }

    private static Statement create(String type) {
        Node a = node(ENTITY).named("a").withProperties("id", ROW.property("from"));
        Node b = node(ENTITY).named("b").withProperties("id", ROW.property("to"));
        Relationship r = a.relationshipTo(b, type).named("r");
        return unwind(parameter("rows"))
                .as(ROW)
                .match(a)
                .match(b)
                .create(r)
                .set(r, ROW.property("props"))
                .build();
    }

    private static Statement update(String type) {
        Relationship r = anyNode().relationshipTo(anyNode(), type).named("r").withProperties("id", ROW.property("id"));
        return seekEach("rows", ROW, r).set(r, ROW.property("props")).build();
    }

    private static Statement delete(String type) {
        Relationship r = anyNode().relationshipTo(anyNode(), type).named("r").withProperties("id", ID);
        return seekEach("ids", ID, r).delete(r).build();
    }

    private static Statement retract(String type) {
        Node a = node(ENTITY).named("a");
        Node b = node(ENTITY).named("b");
        Relationship r = a.relationshipTo(b, type).named("r").withProperties("id", parameter("id"));
        Node meta = node("Meta").named("m").withProperties("key", parameter("versionKey"));
        return match(r).set(
                        r.property("retracted").to(literalOf(true)),
                        r.property("retractedAt").to(parameter("at")),
                        r.property("retractedBy").to(parameter("by")),
                        r.property("retractedReason").to(parameter("reason")),
                        r.property("retractedSource").to(parameter("source")))
                .with(a, r, b)
                .merge(meta)
                .set(meta.property("version")
                        .to(coalesce(meta.property("version"), literalOf(0)).add(literalOf(1))))
                .returning(storedForm(r, a, b).as("statement"))
                .build();
    }

    private static Statement byId(String type) {
        Node a = node(ENTITY).named("a");
        Node b = node(ENTITY).named("b");
        Relationship r = a.relationshipTo(b, type).named("r").withProperties("id", parameter("id"));
        return match(r).returning(storedForm(r, a, b).as("statement")).build();
    }

    private static Statement inContext(String type) {
        Node a = node(ENTITY).named("a");
        Node b = node(ENTITY).named("b");
        Relationship r = a.relationshipTo(b, type).named("r");
        return match(r).usingIndexSeek(r.property("context"))
                .where(r.property("context").in(parameter("contexts")))
                .and(parameter("includeRetracted")
                        .asCondition()
                        .or(r.property("retracted").isNull()))
                .and(parameter("about")
                        .isNull()
                        .or(a.property("id").eq(parameter("about")))
                        .or(b.property("id").eq(parameter("about"))))
                .returning(storedForm(r, a, b).as("statement"))
                .build();
    }

    private static Statement createEntities(String label) {
        Node n = node(ENTITY, label).named("n");
        return unwind(parameter("rows"))
                .as(ROW)
                .create(n)
                .set(n, ROW.property("props"))
                .build();
    }

    private static Statement upsertEntities(String label) {
        Node n = node(ENTITY).named("n").withProperties("id", ROW.property("id"));
        return unwind(parameter("rows"))
                .as(ROW)
                .merge(n)
                .set(n, ROW.property("props"))
                .set(n, label)
                .build();
    }

    /** The statement made for {@code key}: every constant of the enum has one, made when the class loads. */
    private static <K> Cypher filled(Map<K, Cypher> made, K key) {
        return Objects.requireNonNull(made.get(key), () -> "no statement for " + key);
    }

    /** A statement as the stores read it: its properties, its type and the ids of its ends. */
    private static Expression storedForm(Relationship r, Node a, Node b) {
        return r.project(asterisk(), "type", type(r), "from", a.property("id"), "to", b.property("id"));
    }

    private static Map<StatementType, Cypher> byType(String name, Function<String, Statement> statement) {
        Map<StatementType, Cypher> all = new EnumMap<>(StatementType.class);
        for (StatementType type : StatementType.values()) {
            all.put(type, Dsl.cypher(name + "[" + type.name() + "]", statement.apply(type.name())));
        }
        return all;
    }

    private static Map<EntityKind, Cypher> byKind(String name, Function<String, Statement> statement) {
        Map<EntityKind, Cypher> all = new EnumMap<>(EntityKind.class);
        for (EntityKind kind : EntityKind.values()) {
            all.put(kind, Dsl.cypher(name + "[" + kind.label() + "]", statement.apply(kind.label())));
        }
        return all;
    }

    /** One branch per statement type, joined by {@code UNION ALL} (each returns the same column). */
    private static Cypher everyType(String name, Function<String, Statement> branch) {
        return Dsl.cypher(
                name + "[*]",
                unionAll(Arrays.stream(StatementType.values())
                        .map(type -> branch.apply(type.name()))
                        .toList()));
    }
}
