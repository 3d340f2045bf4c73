package org.iskra.reads;

import static org.neo4j.cypherdsl.core.Cypher.collect;
import static org.neo4j.cypherdsl.core.Cypher.listWith;
import static org.neo4j.cypherdsl.core.Cypher.literalOf;
import static org.neo4j.cypherdsl.core.Cypher.match;
import static org.neo4j.cypherdsl.core.Cypher.name;
import static org.neo4j.cypherdsl.core.Cypher.node;
import static org.neo4j.cypherdsl.core.Cypher.parameter;
import static org.neo4j.cypherdsl.core.Cypher.raw;
import static org.neo4j.cypherdsl.core.Cypher.size;
import static org.neo4j.cypherdsl.core.Cypher.subList;
import static org.neo4j.cypherdsl.core.Cypher.with;

import java.util.List;
import org.iskra.store.Cypher;
import org.neo4j.cypherdsl.core.Condition;
import org.neo4j.cypherdsl.core.Expression;
import org.neo4j.cypherdsl.core.Node;
import org.neo4j.cypherdsl.core.SortItem;
import org.neo4j.cypherdsl.core.Statement;
import org.neo4j.cypherdsl.core.SymbolicName;

/**
 * A root list (people, organizations, …) and the two statements that read a page of it, written with Neo4j's
 * Cypher-DSL: {@code counted} (the page and how many items the list holds) and {@code uncounted} (the page and one item
 * more, which only tells whether a next page exists; for a request that does not select {@code totalCount}). The list
 * is the nodes of one label, named by {@link Spec#item}, that pass the predicate of the list's filter file
 * ({@code peopleFilter.fragment.cypher} beside its store: static Cypher, its values all parameters), in the order of
 * {@link Spec#orderKeys}. The counted form collects the matches as references and sorts only the page out of them
 * (top-k).
 */
public record RootList(Cypher counted, Cypher uncounted) {

    private static final SymbolicName MATCHED = name("matched");
    private static final SymbolicName PAGE = name("page");

    /**
     * What a root list reads: the nodes labelled {@code label}, each named {@code item} in the filter {@code filter} (a
     * predicate over it), sorted by the properties {@code orderKeys} of the item, the last of them unique.
     */
    public record Spec(Cypher filter, String label, String item, List<String> orderKeys) {
        public Spec {
            orderKeys = List.copyOf(orderKeys);
            if (orderKeys.isEmpty()) {
                throw new IllegalArgumentException(filter.name() + ": a root list needs at least one order key");
            }
        }
    }

    /** The root list of {@code label} filtered by {@code filterName}.fragment.cypher beside {@code owner}. */
    public static RootList of(Class<?> owner, String filterName, String label, String item, String... orderKeys) {
        return of(spec(owner, filterName, label, item, orderKeys));
    }

    public static Spec spec(Class<?> owner, String filterName, String label, String item, String... orderKeys) {
        return new Spec(Cypher.fragment(owner, filterName), label, item, List.of(orderKeys));
    }

    /** The page statements of {@code spec}, each page item's {@code perItem} null. */
    public static RootList of(Spec spec) {
        return build(spec, spec.filter().name(), literalOf(null));
    }

    /**
     * The page statements of {@code spec} that also return, for each item of the page, the value of {@code perItem} (an
     * expression over the list's item, e.g. a {@code COUNT {}} of its memberships): a nested level read in the same
     * statement as its page.
     */
    public static RootList withPerItem(Spec spec, String perItemName, Expression perItem) {
        return build(spec, spec.filter().name() + "+" + perItemName, perItem);
    }

    /** The item of {@code spec}'s list, as a per-item expression ({@link #withPerItem}) refers to it. */
    public static Node item(Spec spec) {
        return node(spec.label()).named(spec.item());
    }

    private static RootList build(Spec spec, String name, Expression perItem) {
        Node item = item(spec);
        Condition filter = raw(spec.filter().text()).asCondition();
        SortItem[] order = spec.orderKeys().stream()
                .map(key -> item.property(key).ascending())
                .toArray(SortItem[]::new);
        Statement sortedPage = with(MATCHED)
                .unwind(MATCHED)
                .as(item.getRequiredSymbolicName())
                .with(item)
                .orderBy(order)
                .skip(parameter("skip"))
                .limit(parameter("limit"))
                .returning(collect(item).as(PAGE))
                .build();
        Statement counted = match(item)
                .where(filter)
                .with(collect(item).as(MATCHED))
                .call(sortedPage, MATCHED)
                .returning(
                        size(MATCHED).as("total"),
                        PAGE,
                        listWith(item.getRequiredSymbolicName())
                                .in(PAGE)
                                .returning(perItem)
                                .as("perItem"))
                .build();
        Statement uncounted = match(item)
                .where(filter)
                .with(item)
                .orderBy(order)
                .skip(parameter("skip"))
                .limit(parameter("limit").add(literalOf(1)))
                .with(collect(item).as(PAGE))
                .returning(
                        PAGE,
                        listWith(item.getRequiredSymbolicName())
                                .in(subList(PAGE, literalOf(0), parameter("limit")))
                                .returning(perItem)
                                .as("perItem"))
                .build();
        return new RootList(Dsl.cypher(name + "[counted]", counted), Dsl.cypher(name + "[uncounted]", uncounted));
    }
}
