package org.iskra.reads;

import static org.neo4j.cypherdsl.core.Cypher.anyNode;
import static org.neo4j.cypherdsl.core.Cypher.literalOf;
import static org.neo4j.cypherdsl.core.Cypher.match;
import static org.neo4j.cypherdsl.core.Cypher.name;
import static org.neo4j.cypherdsl.core.Cypher.node;
import static org.neo4j.cypherdsl.core.Cypher.parameter;
import static org.neo4j.cypherdsl.core.Cypher.range;
import static org.neo4j.cypherdsl.core.Cypher.size;
import static org.neo4j.cypherdsl.core.Cypher.unwind;
import static org.neo4j.cypherdsl.core.Cypher.valueAt;

import java.util.Collection;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.facts.Entity;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Props;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;
import org.neo4j.cypherdsl.core.SymbolicName;
import org.neo4j.driver.Value;
import org.neo4j.driver.types.Node;
import org.neo4j.driver.types.TypeSystem;

/** Loads entities (and sources) by id, whatever their kind, in one round trip per batch. */
public final class NodeStore {
    private static final SymbolicName X = name("x");
    private static final SymbolicName I = name("i");

    /** Entities by id ({@code $ids}), whatever their kind, each as its projection of x ({@code n}). */
    private static final StatementCache<Projection> NODES_BY_IDS = new StatementCache<>(projection -> Dsl.cypher(
            "reads/nodesByIds[" + projection + "]",
            match(node("Entity").named(X))
                    .where(anyNode(X).property("id").in(parameter("ids")))
                    .returning(projection
                            .expression(X, EnumSet.allOf(EntityKind.class))
                            .as("n"))
                    .build()));

    /**
     * Entities that were merged into others, found by an id they had before: {@code $ids} are ids not found as ids,
     * each wrapped as {@code |id|} in {@code $patterns}, searched in {@code formerIdsText} (the former ids as one
     * string, text-indexed by V006); each as its projection of x ({@code n}), with the former id asked for.
     */
    private static final StatementCache<Projection> NODES_BY_FORMER_IDS = new StatementCache<>(projection -> Dsl.cypher(
            "reads/nodesByFormerIds[" + projection + "]",
            unwind(range(literalOf(0), size(parameter("ids")).subtract(literalOf(1))))
                    .as(I)
                    .match(node("Entity").named(X))
                    .where(anyNode(X).property("formerIdsText").contains(valueAt(parameter("patterns"), I)))
                    .returning(
                            valueAt(parameter("ids"), I).as("formerId"),
                            projection
                                    .expression(X, EnumSet.allOf(EntityKind.class))
                                    .as("n"))
                    .build()));

    private final Graph graph;

    public NodeStore(Graph graph) {
        this.graph = graph;
    }

    /** The entities with these ids (those that exist), whole. */
    public Map<String, Entity> byIds(Collection<String> ids) {
        return byIds(ids, Projection.WHOLE);
    }

    /**
     * The entities with these ids (those that exist), each with the properties {@code projection} names of its kind.
     */
    public Map<String, Entity> byIds(Collection<String> ids, Projection projection) {
        Map<String, Entity> found = new HashMap<>();
        for (Entity e :
                graph.read(NODES_BY_IDS.of(projection), Map.of("ids", List.copyOf(ids)), r -> toEntity(r.get("n")))) {
            if (e != null) {
                found.put(e.id(), e);
            }
        }
        if (found.size() < ids.size()) {
            List<String> missing =
                    ids.stream().filter(id -> !found.containsKey(id)).distinct().toList();
            List<String> patterns = missing.stream().map(id -> "|" + id + "|").toList();
            graph.read(NODES_BY_FORMER_IDS.of(projection), Map.of("ids", missing, "patterns", patterns), r -> {
                Entity e = toEntity(r.get("n"));
                if (e != null) {
                    found.put(r.get("formerId").asString(), e); // a merged entity answers to the id it had
                }
                return e;
            });
        }
        return found;
    }

    /**
     * Maps a node, or a node's projection ({@link Projection#expression}), to the record of its kind; null for none.
     */
    public static @Nullable Entity toEntity(Value value) {
        // the driver's MAP type covers nodes too: ask for a node first
        return value.hasType(TypeSystem.getDefault().NODE()) ? toEntity(value.asNode()) : toEntity(value.asMap());
    }

    /** Maps a stored node to the record of its kind; null for a node of no known kind. */
    public static @Nullable Entity toEntity(Node node) {
        return toEntity(node.labels(), node.asMap());
    }

    /**
     * Maps a node's projected properties ({@link Projection#expression}: the properties and the node's
     * {@link Projection#LABEL}) to the record of its kind, the fields left out being absent.
     */
    public static @Nullable Entity toEntity(Map<String, Object> projected) {
        return projected.get(Projection.LABEL) instanceof String label
                ? EntityKind.byLabel(label)
                        .map(kind -> kind.toRecord(new Props(projected)))
                        .orElse(null)
                : null;
    }

    private static @Nullable Entity toEntity(Iterable<String> labels, Map<String, Object> properties) {
        for (String label : labels) {
            var kind = EntityKind.byLabel(label);
            if (kind.isPresent()) {
                return kind.get().toRecord(new Props(properties));
            }
        }
        return null;
    }
}
