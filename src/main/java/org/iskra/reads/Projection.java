package org.iskra.reads;

import static org.neo4j.cypherdsl.core.Cypher.anyNode;
import static org.neo4j.cypherdsl.core.Cypher.caseExpression;
import static org.neo4j.cypherdsl.core.Cypher.literalOf;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Field;
import org.iskra.facts.Fields;
import org.neo4j.cypherdsl.core.Case;
import org.neo4j.cypherdsl.core.Expression;
import org.neo4j.cypherdsl.core.Node;
import org.neo4j.cypherdsl.core.SymbolicName;

/**
 * Which stored properties a read returns for each kind of entity: the fields a request selects, rather than every
 * property of the node (derived dates, folded names, provenance). A kind it does not name is returned whole. Keys come
 * only from the data format's catalogue ({@link Fields}), so the Cypher written from a projection is drawn from a
 * closed list, never from input.
 */
public final class Projection {
    /** Every kind whole: what a read returns without a projection. */
    public static final Projection WHOLE = new Projection(Map.of());

    /**
     * The key of a projected entity's label. Not a property: keys come from {@link Fields}, which has no {@code label}
     * (a static check below keeps it so).
     */
    public static final String LABEL = "label";

    static {
        for (EntityKind kind : EntityKind.values()) {
            if (Fields.of(kind).keys().contains(LABEL)) {
                throw new IllegalStateException(
                        kind + " has a field named " + LABEL + ", the key of a projection's label");
            }
        }
    }

    private final Map<EntityKind, SortedSet<String>> keys;

    private Projection(Map<EntityKind, SortedSet<String>> keys) {
        this.keys = keys;
    }

    /**
     * A projection returning, for each kind named, its {@code id} and those of {@code keys} that are fields of the kind
     * ({@link Fields#keys()}); other keys are dropped.
     */
    public static Projection of(Map<EntityKind, ? extends Set<String>> keys) {
        Map<EntityKind, SortedSet<String>> kept = new EnumMap<>(EntityKind.class);
        keys.forEach((kind, wanted) -> {
            SortedSet<String> own = new TreeSet<>(wanted);
            own.retainAll(Fields.of(kind).keys());
            own.add(Field.ID.key());
            kept.put(kind, own);
        });
        return kept.isEmpty() ? WHOLE : new Projection(kept);
    }

    /**
     * This projection as an expression of the entity node bound to {@code x}, which can only be of {@code kinds}: a
     * {@code CASE} with a branch per kind projected and of {@code kinds}, a map of its kind's projected properties and
     * its {@link #LABEL} (a constant of each branch, which {@link NodeStore#toEntity(Map)} reads its kind from), else
     * the node itself. Naming fewer kinds (the other end of a statement type, say) makes a shorter {@code CASE}; any
     * other kind still comes whole, so a narrower guess costs a bigger answer, never a wrong one.
     */
    public Expression expression(SymbolicName x, Set<EntityKind> kinds) {
        Node node = anyNode(x);
        Case.CaseEnding projected = null;
        for (Map.Entry<EntityKind, SortedSet<String>> e : keys.entrySet()) {
            if (kinds.contains(e.getKey())) {
                String label = e.getKey().label();
                List<Object> content = new ArrayList<>(e.getValue());
                content.add(LABEL);
                content.add(literalOf(label));
                projected = (projected == null
                                ? caseExpression().when(node.hasLabels(label))
                                : projected.when(node.hasLabels(label)))
                        .then(node.project(content));
            }
        }
        return projected == null ? x : projected.elseDefault(x);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Projection p && p.keys.equals(keys);
    }

    @Override
    public int hashCode() {
        return keys.hashCode();
    }

    @Override
    public String toString() {
        return keys.isEmpty() ? "whole" : keys.toString();
    }
}
