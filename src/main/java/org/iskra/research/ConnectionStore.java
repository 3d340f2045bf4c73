package org.iskra.research;

import static org.neo4j.cypherdsl.core.Cypher.all;
import static org.neo4j.cypherdsl.core.Cypher.allShortest;
import static org.neo4j.cypherdsl.core.Cypher.any;
import static org.neo4j.cypherdsl.core.Cypher.anyNode;
import static org.neo4j.cypherdsl.core.Cypher.call;
import static org.neo4j.cypherdsl.core.Cypher.caseExpression;
import static org.neo4j.cypherdsl.core.Cypher.coalesce;
import static org.neo4j.cypherdsl.core.Cypher.collect;
import static org.neo4j.cypherdsl.core.Cypher.listWith;
import static org.neo4j.cypherdsl.core.Cypher.literalNull;
import static org.neo4j.cypherdsl.core.Cypher.literalOf;
import static org.neo4j.cypherdsl.core.Cypher.literalTrue;
import static org.neo4j.cypherdsl.core.Cypher.match;
import static org.neo4j.cypherdsl.core.Cypher.name;
import static org.neo4j.cypherdsl.core.Cypher.node;
import static org.neo4j.cypherdsl.core.Cypher.nodes;
import static org.neo4j.cypherdsl.core.Cypher.parameter;
import static org.neo4j.cypherdsl.core.Cypher.range;
import static org.neo4j.cypherdsl.core.Cypher.reduce;
import static org.neo4j.cypherdsl.core.Cypher.relationships;
import static org.neo4j.cypherdsl.core.Cypher.size;
import static org.neo4j.cypherdsl.core.Cypher.type;
import static org.neo4j.cypherdsl.core.Cypher.valueAt;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.iskra.facts.Entity;
import org.iskra.facts.Statement;
import org.iskra.reads.Dsl;
import org.iskra.reads.NodeStore;
import org.iskra.reads.StatementCache;
import org.iskra.reads.StatementProjection;
import org.iskra.reads.StatementStore;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;
import org.neo4j.cypherdsl.core.Condition;
import org.neo4j.cypherdsl.core.Expression;
import org.neo4j.cypherdsl.core.NamedPath;
import org.neo4j.cypherdsl.core.Node;
import org.neo4j.cypherdsl.core.Relationship;
import org.neo4j.cypherdsl.core.SymbolicName;
import org.neo4j.driver.Record;

/**
 * The shortest paths between two entities over statements, in either direction. Between two hubs there may be very many
 * equally short paths: the search stops after {@link #CANDIDATES} of them and returns the first in a stable order;
 * below that number the answer is exact and deterministic.
 *
 * <p>The statement is written with Neo4j's Cypher-DSL for each search shape ({@link Shape}): the number of hops is part
 * of the text, so the search is bounded from its start, and the type and date filters appear only when asked for (the
 * search tests every relationship it expands: unused filters cost it about a quarter of its time). Retracted statements
 * never count; with {@code $asOfLo}/{@code $asOfHi} only statements whose period may overlap that interval count
 * (undated ones always, but none of a person's after their death). The filters hold for every step, so the
 * breadth-first search applies them as it expands. The paths found are sorted by their entity ids, then their statement
 * ids.
 */
public final class ConnectionStore {
    /**
     * What makes one search's statement differ from another's: {@code contemporary} keeps only paths walked at one
     * time; {@code reportsContemporary} computes, for a search that does not filter by it, whether each path returned
     * was (for five paths of four steps, that test is two thirds of the statement's time, so it runs only when asked).
     */
    public record Shape(int maxHops, boolean byType, boolean asOf, boolean contemporary, boolean reportsContemporary) {}

    private static final StatementCache<Shape> STATEMENTS = new StatementCache<>(ConnectionStore::statement);

    static final int CANDIDATES = 1000;

    private final Graph graph;
    private final int candidates;

    public ConnectionStore(Graph graph) {
        this(graph, CANDIDATES);
    }

    /** A store that considers up to {@code candidates} shortest paths (tests raise it to provoke a runaway search). */
    ConnectionStore(Graph graph, int candidates) {
        this.graph = graph;
        this.candidates = candidates;
    }

    /** All shortest paths of at most {@code maxHops} statements, in a stable order, the first {@code first}. */
    public List<GraphPath> connections(
            String from, String to, int maxHops, int first, @Nullable List<String> types, AsOf asOf) {
        return connections(from, to, maxHops, first, types, asOf, false, true);
    }

    /**
     * As {@link #connections(String, String, int, int, List, AsOf)}; {@code contemporary} keeps only the paths that
     * could have been walked at one time ({@link GraphPath#contemporary()}), the shortest of those;
     * {@code reportContemporary} says whether each path was (else {@link GraphPath#contemporary()} is null, unless the
     * search kept only such paths).
     */
    public List<GraphPath> connections(
            String from,
            String to,
            int maxHops,
            int first,
            @Nullable List<String> types,
            AsOf asOf,
            boolean contemporary,
            boolean reportContemporary) {
        Map<String, Object> params = new HashMap<>();
        params.put("from", from);
        params.put("to", to);
        params.put("maxHops", maxHops);
        params.put("first", first);
        params.put("candidates", candidates);
        params.put("types", types);
        asOf.addTo(params);
        if (maxHops < 1 || maxHops > Bounds.MAX_HOPS) {
            throw new IllegalArgumentException("maxHops " + maxHops);
        }
        Shape shape = new Shape(
                maxHops,
                types != null,
                params.get("asOfLo") != null,
                contemporary,
                reportContemporary && !contemporary);
        return graph.read(STATEMENTS.of(shape), params, ConnectionStore::toPath);
    }

    /** The statement of a search shape. */
    public static Cypher statement(Shape shape) {
        Node a = node("Entity").named("a").withProperties("id", parameter("from"));
        Node b = node("Entity").named("b").withProperties("id", parameter("to"));
        NamedPath p =
                allShortest().named("p").definedBy(a.relationshipBetween(b).max(shape.maxHops()));
        Relationship r = anyNode().relationshipBetween(anyNode()).named("r");
        Condition step = r.property("retracted").isNull();
        if (shape.byType()) {
            step = step.and(type(r).in(parameter("types")));
        }
        if (shape.asOf()) {
            Expression start = coalesce(r.property("startAfterLo"), r.property("startLo"), r.property("dateLo"));
            Expression end = coalesce(
                    r.property("endByHi"),
                    r.property("endHi"),
                    r.property("dateHi"),
                    diedHi(r.getRequiredSymbolicName()));
            step = step.and(start.isNull().or(start.lte(parameter("asOfHi"))))
                    .and(end.isNull().or(end.gte(parameter("asOfLo"))));
        }
        Condition path = all(r.getRequiredSymbolicName()).in(relationships(p)).where(step);
        if (shape.contemporary()) {
            path = path.and(contemporary(p));
        }
        SymbolicName ids = name("ids");
        SymbolicName key = name("key");
        SymbolicName id = name("id");
        Relationship s = anyNode().relationshipBetween(anyNode()).named("s");
        SymbolicName n = name("n");
        return Dsl.cypherWithShortestPathFunctions(
                "research/connections[" + shape.maxHops() + (shape.byType() ? ", types" : "")
                        + (shape.asOf() ? ", asOf" : "") + (shape.contemporary() ? ", contemporary" : "")
                        + (shape.reportsContemporary() ? ", reports contemporary" : "") + "]",
                match(a, b)
                        .match(p)
                        .where(path)
                        .with(p)
                        .limit(parameter("candidates"))
                        .with(
                                p.getRequiredSymbolicName(),
                                listWith(n)
                                        .in(nodes(p))
                                        .returning(anyNode(n).property("id"))
                                        .as(ids))
                        .orderBy(
                                reduce(id)
                                        .in(ids)
                                        .map(key.concat(id).concat(literalOf("/")))
                                        .accumulateOn(key)
                                        .withInitialValueOf(literalOf(""))
                                        .ascending(),
                                reduce(s.getRequiredSymbolicName())
                                        .in(relationships(p))
                                        .map(key.concat(s.property("id")).concat(literalOf("/")))
                                        .accumulateOn(key)
                                        .withInitialValueOf(literalOf(""))
                                        .ascending())
                        .limit(parameter("first"))
                        .returning(
                                ids,
                                nodes(p).as("nodes"),
                                listWith(s.getRequiredSymbolicName())
                                        .in(relationships(p))
                                        .returning(StatementProjection.WHOLE.expression(s, false, false))
                                        .as("statements"),
                                (shape.contemporary()
                                                ? literalTrue()
                                                : shape.reportsContemporary() ? contemporary(p) : literalNull())
                                        .as("contemporary"))
                        .build());
    }

    /**
     * Whether the path could have been walked at one time ({@link GraphPath#contemporary()}): between two people on it,
     * the statements that lead through other entities may all have held on one day. Every two of them may overlap,
     * which for periods is the same as all of them having a day in common; a statement's period is read as {@code asOf}
     * reads it ({@link #notAfter}). A contemporary search filters by it (the search cannot test it one relationship at
     * a time, so Neo4j tests it on whole paths and, when no shortest path passes, searches the longer ones up to the
     * bound); a search that does not filter by it returns it for each path when asked ({@link Shape}).
     */
    private static Condition contemporary(NamedPath p) {
        SymbolicName i = name("i");
        SymbolicName j = name("j");
        SymbolicName k = name("k");
        Expression last = size(relationships(p)).subtract(literalOf(1));
        Expression first = valueAt(relationships(p), i);
        Expression second = valueAt(relationships(p), j);
        Condition aPersonBetween = any(k).in(range(i.add(literalOf(1)), j))
                .where(literalOf("Person")
                        .in(call("labels").withArgs(valueAt(nodes(p), k)).asFunction()));
        Condition overlap = notAfter(first, second).and(notAfter(second, first));
        return all(i).in(range(literalOf(0), last.subtract(literalOf(1))))
                .where(all(j).in(range(i.add(literalOf(1)), last)).where(aPersonBetween.or(overlap)));
    }

    /**
     * {@code first} may have begun by the time {@code second} ended: either bound open, or lo ≤ hi. A statement's
     * period runs from its start (from its {@code startAfter} when it has one), else its date, to its {@code endBy}
     * (the day by which it had certainly ended), else its end, else its date; one with no dates of its own takes those
     * of the congress, event, split or motion at its ends (an attendance, an office at a congress, a motion proposed),
     * else those of its context (a mandate from a committee, held at a congress); other undated statements (a place in
     * a country, a seat of a body) are timeless. A person's statement ends with their death at the latest
     * ({@link #diedHi}).
     */
    private static Condition notAfter(Expression first, Expression second) {
        Expression start = bound(first, "startLo", "dateLo", "startAfterLo", "startLo", "dateLo");
        Expression end = coalesce(bound(second, "endHi", "dateHi", "endByHi", "endHi", "dateHi"), diedHi(second));
        return start.isNull().or(end.isNull()).or(start.lte(end));
    }

    /**
     * The last possible day of the person a statement starts from (null for other entities, and for the living): what a
     * person did, held or belonged to ended with their death at the latest, whatever its own end ("ongoing", unknown).
     */
    static Expression diedHi(Expression statement) {
        return origin(statement).property("diedHi");
    }

    /** The entity a statement starts from ({@code startNode}). */
    private static Expression origin(Expression statement) {
        return call("startNode").withArgs(statement).asFunction();
    }

    /**
     * A statement's bound from its own properties ({@code own}, the first set), or, when it has no dates at all, from
     * those of its ends ({@code ofEnd}, else {@code ofEndElse}, on its origin, then on its target: only a congress, an
     * event, a split or a motion has them), else from those of its {@code context} (a mandate held at a congress lasts
     * as long as the congress, not for all time).
     */
    private static Expression bound(Expression statement, String ofEnd, String ofEndElse, String... own) {
        Expression undated = statement
                .property("startLo")
                .isNull()
                .and(statement.property("dateLo").isNull())
                .and(statement.property("endHi").isNull())
                .and(statement.property("endByHi").isNull());
        Expression origin = origin(statement);
        Expression target = call("endNode").withArgs(statement).asFunction();
        Node context = node("Entity").named("context").withProperties("id", statement.property("context"));
        Expression ofContext = valueAt(
                collect(match(context)
                        .returning(coalesce(context.property(ofEnd), context.property(ofEndElse)))
                        .build()),
                0);
        Expression[] owned = Arrays.stream(own).map(statement::property).toArray(Expression[]::new);
        return caseExpression()
                .when(undated)
                .then(coalesce(
                        origin.property(ofEnd),
                        origin.property(ofEndElse),
                        target.property(ofEnd),
                        target.property(ofEndElse),
                        ofContext))
                .elseDefault(coalesce(owned));
    }

    private static GraphPath toPath(Record r) {
        List<String> ids = r.get("ids").asList(v -> v.asString());
        List<Statement> statements = r.get("statements").asList(StatementStore::toStatement);
        List<PathStep> steps = new ArrayList<>();
        for (int i = 0; i < statements.size(); i++) {
            steps.add(new PathStep(statements.get(i), ids.get(i), ids.get(i + 1)));
        }
        List<Entity> entities = r.get("nodes").asList(v -> NodeStore.toEntity(v.asNode()));
        return new GraphPath(
                ids,
                steps,
                entities.stream().filter(Objects::nonNull).toList(),
                r.get("contemporary").isNull() ? null : r.get("contemporary").asBoolean());
    }
}
