package org.iskra.reads;

import static org.neo4j.cypherdsl.core.Cypher.anyNode;
import static org.neo4j.cypherdsl.core.Cypher.caseExpression;
import static org.neo4j.cypherdsl.core.Cypher.literalOf;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Field;
import org.iskra.facts.Fields;
import org.iskra.store.Cypher;
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

    /** Where a statement returns an entity bound to {@code x}; {@link #appliedTo} fills it. */
    public static final String PLACEHOLDER = "{ENTITY_PROJECTION}";

    /**
     * The key of a projected entity's label. Not a property: keys come from {@link Fields}, which has no {@code label}
     * (a static check below keeps it so).
     */
    public static final String LABEL = "label";

    /** {@link #PLACEHOLDER}, or {@link #placeholderOf} naming the kinds the entity may be of. */
    private static final Pattern PLACEHOLDERS = Pattern.compile("\\{ENTITY_PROJECTION(?: OF ([A-Z_,]+))?}");

    static {
        for (EntityKind kind : EntityKind.values()) {
            if (Fields.of(kind).keys().contains(LABEL)) {
                throw new IllegalStateException(
                        kind + " has a field named " + LABEL + ", the key of a projection's label");
            }
        }
    }

    private final Map<EntityKind, SortedSet<String>> keys;
    private final String cypher;
    /** This projection's expression narrowed to some kinds, by the kinds' names as a placeholder gives them. */
    private final Map<String, String> narrowed = new ConcurrentHashMap<>();

    private final FilledStatements applied = new FilledStatements(this::fill);

    private Projection(Map<EntityKind, SortedSet<String>> keys) {
        this.keys = keys;
        this.cypher = cypherOfX(keys, EnumSet.allOf(EntityKind.class));
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
     * A Cypher expression of the entity node bound to {@code x}: a map of its kind's projected properties and its
     * {@link #LABEL} (a constant of each branch, which {@link NodeStore#toEntity(Map)} reads its kind from), or the
     * node itself for a kind returned whole. It fills a statement's {@code {ENTITY_PROJECTION}}.
     */
    public String cypher() {
        return cypher;
    }

    /**
     * Where a statement returns an entity bound to {@code x} that can only be of these kinds (the other end of a
     * statement type, say): {@link #appliedTo} fills it with a {@code CASE} testing those kinds only. Any other kind
     * still comes whole, so a narrower guess costs a bigger answer, never a wrong one.
     */
    public static String placeholderOf(Set<EntityKind> kinds) {
        return kinds.containsAll(EnumSet.allOf(EntityKind.class))
                ? PLACEHOLDER
                : "{ENTITY_PROJECTION OF "
                        + kinds.stream().sorted().map(Enum::name).collect(Collectors.joining(",")) + "}";
    }

    /**
     * The statement with its placeholders ({@link #PLACEHOLDER}, {@link #placeholderOf}) filled by this projection (its
     * name unchanged).
     */
    public Cypher appliedTo(Cypher statement) {
        return applied.of(statement);
    }

    private Cypher fill(Cypher statement) {
        Matcher m = PLACEHOLDERS.matcher(statement.text());
        return new Cypher(
                statement.name(),
                m.replaceAll(r -> Matcher.quoteReplacement(
                        r.group(1) == null
                                ? cypher
                                : narrowed.computeIfAbsent(r.group(1), names -> cypherOfX(keys, kindsNamed(names))))));
    }

    /**
     * This projection as a typed expression of the entity node bound to {@code x}, which can only be of {@code kinds}:
     * what {@link #cypher()} writes, for statements built with the Cypher-DSL (a branch per kind projected and of
     * {@code kinds}, else the node).
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

    private static Set<EntityKind> kindsNamed(String names) {
        Set<EntityKind> kinds = EnumSet.noneOf(EntityKind.class);
        for (String name : names.split(",")) {
            kinds.add(EntityKind.valueOf(name));
        }
        return kinds;
    }

    /** The expression for an entity of one of {@code kinds}: a branch per kind projected, else the node. */
    private static String cypherOfX(Map<EntityKind, SortedSet<String>> keys, Set<EntityKind> kinds) {
        String branches = keys.entrySet().stream()
                .filter(e -> kinds.contains(e.getKey()))
                .map(e -> "WHEN x:" + e.getKey().label() + " THEN x {"
                        + e.getValue().stream().map(k -> "." + k).collect(Collectors.joining(", "))
                        + ", " + LABEL + ": '" + e.getKey().label() + "'}")
                .collect(Collectors.joining(" "));
        return branches.isEmpty() ? "x" : "CASE " + branches + " ELSE x END";
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
