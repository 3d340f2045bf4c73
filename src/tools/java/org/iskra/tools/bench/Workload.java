package org.iskra.tools.bench;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.iskra.research.SearchQuery;
import org.iskra.research.SearchStore;
import org.iskra.store.Cypher;

/** One benchmark workload: a GraphQL request and the equivalent hand-written Cypher. */
record Workload(String name, String description, String graphql, Cypher cypher, Map<String, Object> params) {

    /** The parameters the `search` field gives its query: the same Lucene query, exact text and boost. */
    private static Map<String, Object> searchParams(String text) {
        SearchQuery query = SearchQuery.of(text);
        return Map.of("query", query.lucene(), "exact", query.folded(), "exactBoost", SearchStore.EXACT_NAME_BOOST);
    }

    /**
     * W1–W5 of the performance issue, and W6–W8, the three shapes of the read engine's issue, over a synthetic graph of
     * {@code people} people. W7 and W8 ask what W2 and W3 ask (a person three levels deep; 20 organizations with their
     * members' totals), W7 of another person: they are the shapes that issue measured, kept under their own names so
     * its figures compare one to one.
     */
    static List<Workload> all(int people) {
        String mid = SyntheticGraph.personId(people / 2);
        String other = SyntheticGraph.personId(people / 3);
        String quarter = SyntheticGraph.personId(people / 4);
        return List.of(
                new Workload(
                        "W1",
                        "flagship members(joinedAfter, first: 50)",
                        "{ members(of: [\"bolsheviks\", \"mensheviks\"], joinedAfter: \"1910\", first: 50) { totalCount "
                                + "nodes { person { id name } organization { id } since until sources { title } } } }",
                        Cypher.of(Workload.class, "w1Members"),
                        Map.of("afterHi", LocalDate.of(1910, 12, 31), "first", 50)),
                new Workload(
                        "W2",
                        "person → memberships, works, congresses → delegates",
                        person(mid),
                        Cypher.of(Workload.class, "w2Person"),
                        Map.of("id", mid)),
                new Workload(
                        "W3",
                        "first 20 organizations with member counts",
                        "{ organizations(first: 20) { nodes { id name members(first: 0) { totalCount } } } }",
                        Cypher.of(Workload.class, "w3Organizations"),
                        Map.of()),
                new Workload(
                        "W4",
                        "search with two words",
                        "{ search(text: \"Person Testov\", first: 10) { score node { id name } } }",
                        Cypher.of(Workload.class, "w4Search"),
                        searchParams("Person Testov")),
                new Workload(
                        "W5",
                        "connections between two people (≤ 4 hops)",
                        "{ connections(from: \"" + mid + "\", to: \"" + other
                                + "\", maxHops: 4, first: 5) { nodes { id } steps { type } } }",
                        Cypher.of(Workload.class, "w5Path"),
                        Map.of("from", mid, "to", other)),
                new Workload(
                        "W6",
                        "members of both factions joined after 1903, first 100, with totals and sources",
                        "{ members(of: [\"bolsheviks\", \"mensheviks\"], joinedAfter: \"1903\", first: 100) { totalCount "
                                + "nodes { person { id name } organization { id } since until sources { title } } } }",
                        Cypher.of(Workload.class, "w1Members"),
                        Map.of("afterHi", LocalDate.of(1903, 12, 31), "first", 100)),
                new Workload(
                        "W7",
                        "another person → memberships, works, congresses → delegates, 20 of each",
                        person(quarter),
                        Cypher.of(Workload.class, "w2Person"),
                        Map.of("id", quarter)),
                new Workload(
                        "W8",
                        "20 organizations with their members' totalCount",
                        "{ organizations(first: 20) { nodes { id name members(first: 0) { totalCount } } } }",
                        Cypher.of(Workload.class, "w3Organizations"),
                        Map.of()));
    }

    private static String person(String id) {
        return "{ person(id: \"" + id + "\") { id name memberships(first: 20) { since organization { id name } } "
                + "works(first: 20) { id name } congresses(first: 20) { grouping { id } congress { id name "
                + "delegates(first: 20) { person { id name } } } } } }";
    }
}
