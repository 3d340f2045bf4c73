package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphql.ExecutionResult;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.iskra.testing.Facts;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/**
 * No N+1: a nested list costs the same number of Cypher round trips whatever its length. The graph counts every
 * statement it sends; the same query over 5 and over 60 people must cost the same.
 */
@SuppressWarnings("unchecked")
class RoundTripsIT {
    static final String NESTED = """
            { people(first: 100) {
                totalCount
                nodes { id name sources { title }
                  memberships { since sources { title }
                    organization { name kind members(first: 5) { totalCount nodes { person { name } } } } }
                  works { name authors { name } publishedBy { name } }
                  congresses { grouping { id } congress { name } } } } }""";

    private static void loadPeople(int count) {
        TestDatabase.clean();
        StringBuilder people = new StringBuilder();
        StringBuilder statements = new StringBuilder();
        for (int i = 0; i < count; i++) {
            String sep = i == 0 ? "" : ",";
            people.append(sep)
                    .append("{\"id\": \"p%d\", \"name\": \"Person %d\", \"sources\": [\"src\"]}".formatted(i, i));
            statements.append(sep).append("""
                    {"type": "MEMBER_OF", "from": "p%1$d", "to": "%2$s", "start": "190%3$d", "sources": ["src"]},
                    {"type": "AUTHORED", "from": "p%1$d", "to": "work-%4$d", "sources": ["src"]},
                    {"type": "ATTENDED", "from": "p%1$d", "to": "congress", "grouping": "g%3$d", "sources": ["src"]}""".formatted(i, i % 2 == 0 ? "bolsheviks" : "mensheviks", i % 10, i % 7));
        }
        StringBuilder works = new StringBuilder();
        for (int w = 0; w < 7; w++) {
            works.append(w == 0 ? "" : ",")
                    .append("{\"id\": \"work-%d\", \"name\": \"Work %d\", \"kind\": \"book\", \"sources\": [\"src\"]}"
                            .formatted(w, w));
        }
        Facts.load("""
                {"sources": [{"id": "src", "title": "Test source"}],
                 "organizations": [{"id": "bolsheviks", "name": "Bolsheviks", "kind": "faction", "sources": ["src"]},
                                   {"id": "mensheviks", "name": "Mensheviks", "kind": "faction", "sources": ["src"]},
                                   %s],
                 "congresses": [{"id": "congress", "name": "A congress", "kind": "congress", "sources": ["src"]}],
                 "publications": [%s],
                 "people": [%s],
                 "statements": [%s, {"type": "PUBLISHED_BY", "from": "work-1", "to": "bolsheviks", "sources": ["src"]}]}
                """.formatted(groupings(), works, people, statements));
    }

    /** The groupings g0 … g9 that the attendances name (a grouping is an organization). */
    private static String groupings() {
        StringBuilder out = new StringBuilder();
        for (int g = 0; g < 10; g++) {
            out.append(g == 0 ? "" : ",")
                    .append(
                            "{\"id\": \"g%d\", \"name\": \"Grouping %d\", \"kind\": \"grouping\", \"sources\": [\"src\"]}"
                                    .formatted(g, g));
        }
        return out.toString();
    }

    /** The transactions a query begins: one for all its reads, however many statements they send. */
    private static long transactions(GraphQLService service, String query) {
        long before = TestDatabase.transactionsBegun();
        ExecutionResult result = service.execute(new GraphQLRequest(query, null, Map.of()));
        assertEquals(List.of(), result.getErrors());
        return TestDatabase.transactionsBegun() - before;
    }

    private static long roundTrips(GraphQLService service, String query) {
        long before = TestDatabase.statementsSent();
        ExecutionResult result = service.execute(new GraphQLRequest(query, null, Map.of()));
        assertEquals(List.of(), result.getErrors());
        return TestDatabase.statementsSent() - before;
    }

    @Test
    void nestedListsCostAConstantNumberOfRoundTrips() {
        try (GraphQLService service = new GraphQLService(Stores.over(TestDatabase.graph()), ApiLimits.DEFAULTS)) {
            loadPeople(5);
            long small = roundTrips(service, NESTED);
            loadPeople(60);
            long large = roundTrips(service, NESTED);
            System.out.printf("Round trips for the nested query: %d with 5 people, %d with 60 people%n", small, large);
            assertEquals(small, large, "round trips must not grow with the number of results");
            assertTrue(large <= 12, "round trips: " + large);
        }
    }

    @Test
    void theFlagshipQueryCostsOneRoundTripOnceItsShareIsKnown() {
        loadPeople(30);
        String flagship = """
                { members(of: ["bolsheviks", "mensheviks"], joinedAfter: "1902", first: 100) {
                    totalCount nodes { person { id name } organization { id } since until sources { title } } } }""";
        try (GraphQLService service = new GraphQLService(Stores.over(TestDatabase.graph()), ApiLimits.DEFAULTS)) {
            // after a write: the graph version, the share of all memberships the two parties hold (it
            // picks the access path), then the members page, which brings its people, organizations and sources along
            assertEquals(3, roundTrips(service, flagship));
            // then the share is known for this graph version, and the version is kept in memory (read
            // again once a second: the fewest of three requests is the steady cost)
            assertEquals(1, steadyRoundTrips(service, flagship));
            // the version is read in a transaction of its own (it keys the share's cache, not the answer)
            assertEquals(
                    1,
                    LongStream.range(0, 3)
                            .map(i -> transactions(service, flagship))
                            .min()
                            .orElseThrow());
            Facts.load("""
                    {"sources": [{"id": "src", "title": "Test source"}],
                     "people": [{"id": "late", "name": "Late joiner", "sources": ["src"]}],
                     "statements": [{"type": "MEMBER_OF", "from": "late", "to": "bolsheviks", "start": "1912", "sources": ["src"]}]}""");
            assertEquals(3, roundTrips(service, flagship), "a write changes the version: the share is asked again");
            assertEquals(1, steadyRoundTrips(service, flagship));
        }
    }

    private static long steadyRoundTrips(GraphQLService service, String query) {
        return LongStream.range(0, 3).map(i -> roundTrips(service, query)).min().orElseThrow();
    }

    /** The shapes of the benchmark's W2 and W3 (see {@code bench/Workload}): a fixed cost, exactly. */
    @Test
    void theBenchmarkShapesCostAFixedNumberOfRoundTrips() {
        String w2 = """
                { person(id: "p0") { id name memberships(first: 20) { since organization { id name } }
                    works(first: 20) { id name } congresses(first: 20) { grouping { id } congress { id name
                    delegates(first: 20) { person { id name } } } } } }""";
        String w3 = "{ organizations(first: 20) { nodes { id name members(first: 0) { totalCount } } } }";
        try (GraphQLService service = new GraphQLService(Stores.over(TestDatabase.graph()), ApiLimits.DEFAULTS)) {
            loadPeople(5);
            long w2Small = roundTrips(service, w2);
            long w3Small = roundTrips(service, w3);
            loadPeople(60);
            // the person with its three lists (each statement with its other end), and the delegates of
            // each congress it attended, read together as its selection asks for them
            assertEquals(1, w2Small);
            assertEquals(w2Small, roundTrips(service, w2));
            // the organizations (a page, not counted: totalCount is not asked) with the member count of each, in one
            // statement
            assertEquals(1, w3Small);
            assertEquals(w3Small, roundTrips(service, w3));
            // and every statement of a request shares one read transaction
            assertEquals(1, transactions(service, w2));
            assertEquals(1, transactions(service, w3));
        }
    }

    /**
     * person(id) reads the lists its selection asks for with the person: the same answers, one statement for all its
     * roots.
     */
    @Test
    void aPersonAndItsListsAreReadTogether() {
        loadPeople(12);
        try (GraphQLService service = new GraphQLService(Stores.over(TestDatabase.graph()), ApiLimits.DEFAULTS)) {
            String both = """
                    { a: person(id: "p3") { name memberships(of: ["mensheviks"]) { organization { id } } works(first: 1) { id }
                        congresses { grouping { id } } }
                      b: person(id: "p4") { memberships(of: ["mensheviks"]) { organization { id } } works(first: 5) { id } }
                      c: person(id: "nobody") { works { id } } }""";
            assertEquals(
                    1, roundTrips(service, both), "the persons of all three roots and their lists, in one statement");
            Map<String, Object> data =
                    service.execute(new GraphQLRequest(both, null, Map.of())).getData();
            assertEquals(
                    Map.of(
                            "name",
                            "Person 3",
                            "memberships",
                            List.of(Map.of("organization", Map.of("id", "mensheviks"))),
                            "works",
                            List.of(Map.of("id", "work-3")),
                            "congresses",
                            List.of(Map.of("grouping", Map.of("id", "g3")))),
                    data.get("a"));
            assertEquals(Map.of("memberships", List.of(), "works", List.of(Map.of("id", "work-4"))), data.get("b"));
            assertEquals(null, data.get("c"));
            // a refused argument is reported by its own field, at its path, as without the look-ahead
            ExecutionResult refused = service.execute(
                    new GraphQLRequest("{ person(id: \"p1\") { name works(first: 100000) { id } } }", null, Map.of()));
            assertEquals(1, refused.getErrors().size());
            assertEquals(
                    List.of("person", "works"), refused.getErrors().getFirst().getPath());
            assertTrue(
                    refused.getErrors().getFirst().getMessage().contains("first"),
                    refused.getErrors().getFirst().getMessage());
        }
    }

    /**
     * The lists of the entities at the other end of a list's statements, read with the list (a person's congresses with
     * their delegates, a congress's delegates with their lists): one statement, and the same answers as each end's own
     * lists read alone, whatever their arguments.
     */
    @Test
    void listsOfTheOtherEndsAreReadWithTheListTheSameAsAlone() {
        loadPeople(30);
        try (GraphQLService service = new GraphQLService(Stores.over(TestDatabase.graph()), ApiLimits.DEFAULTS)) {
            String someDelegate =
                    (String) ((List<Map<String, Object>>) ((Map<String, Object>) service.execute(new GraphQLRequest(
                                                    "{ congress(id: \"congress\") { delegates(first: 3) { id } } }",
                                                    null,
                                                    Map.of()))
                                            .<Map<String, Object>>getData()
                                            .get("congress"))
                                    .get("delegates"))
                            .get(1)
                            .get("id");
            for (String args : List.of(
                    "first: 4",
                    "first: 2, grouping: \"g3\"",
                    "role: \"none\"",
                    "first: 3, after: \"" + someDelegate + "\"",
                    "grouping: \"g5\"")) {
                String delegates = "delegates(" + args + ") { id person { id } grouping { id name } }";
                String folded = "{ person(id: \"p13\") { name congresses { congress { id a: " + delegates
                        + " b: delegates(first: 1) { id } } } } }";
                String alone =
                        "{ congress(id: \"congress\") { id a: " + delegates + " b: delegates(first: 1) { id } } }";
                assertEquals(1, roundTrips(service, folded), args);
                Map<String, Object> person = service.execute(new GraphQLRequest(folded, null, Map.of()))
                        .<Map<String, Object>>getData();
                Map<String, Object> congress = service.execute(new GraphQLRequest(alone, null, Map.of()))
                        .<Map<String, Object>>getData();
                assertEquals(
                        Map.of(
                                "person",
                                Map.of(
                                        "name",
                                        "Person 13",
                                        "congresses",
                                        List.of(Map.of("congress", congress.get("congress"))))),
                        person,
                        args);
            }
            String lists =
                    "memberships(of: [\"bolsheviks\"]) { organization { id } } works(first: 1) { id } congresses { grouping { id } }";
            String byCongress =
                    "{ congress(id: \"congress\") { delegates(first: 6) { person { id " + lists + " } } } }";
            assertEquals(1, roundTrips(service, byCongress), "a congress, its delegates and each delegate's lists");
            List<Map<String, Object>> delegates = (List<Map<String, Object>>)
                    ((Map<String, Object>) service.execute(new GraphQLRequest(byCongress, null, Map.of()))
                                    .<Map<String, Object>>getData()
                                    .get("congress"))
                            .get("delegates");
            assertEquals(6, delegates.size());
            for (Map<String, Object> delegate : delegates) {
                Map<String, Object> folded = (Map<String, Object>) delegate.get("person");
                String id = (String) folded.get("id");
                Map<String, Object> alone = service.execute(new GraphQLRequest(
                                "{ person(id: \"" + id + "\") { id " + lists + " } }", null, Map.of()))
                        .<Map<String, Object>>getData();
                assertEquals(alone.get("person"), folded, id);
            }
        }
    }

    /**
     * Member counts read with the page of organizations (one statement) are those each organization's own members list
     * gives, whatever the filter; a list that reads items, two different lists, or a refused argument leave the counts
     * to the members loader, with the same answers.
     */
    @Test
    void memberCountsReadWithTheirOrganizationsAreTheSameAsAlone() {
        loadPeople(30);
        try (GraphQLService service = new GraphQLService(Stores.over(TestDatabase.graph()), ApiLimits.DEFAULTS)) {
            for (String args : List.of(
                    "first: 0",
                    "joinedAfter: \"1904\"",
                    "joinedBefore: \"1905\", first: 3",
                    "activeOn: \"1906\"",
                    "role: \"member\"",
                    "includeRetracted: true")) {
                String folded = "{ organizations(first: 5, name: \"evik\") { totalCount nodes { id members(" + args
                        + ") { totalCount pageInfo { hasNextPage } } } } }";
                String alone = "{ b: organization(id: \"bolsheviks\") { id members(" + args
                        + ") { totalCount pageInfo { hasNextPage } } }"
                        + " m: organization(id: \"mensheviks\") { id members(" + args
                        + ") { totalCount pageInfo { hasNextPage } } } }";
                assertEquals(1, roundTrips(service, folded), args);
                Map<String, Object> page = service.execute(new GraphQLRequest(folded, null, Map.of()))
                        .getData();
                Map<String, Object> each = service.execute(new GraphQLRequest(alone, null, Map.of()))
                        .getData();
                Map<?, ?> organizations = (Map<?, ?>) page.get("organizations");
                assertEquals(2, organizations.get("totalCount"));
                assertEquals(List.of(each.get("b"), each.get("m")), organizations.get("nodes"), args);
            }
            Map<?, ?> bolsheviks = (Map<?, ?>) service.execute(new GraphQLRequest(
                            "{ organization(id: \"bolsheviks\") { members(joinedAfter: \"1904\") { totalCount } } }",
                            null,
                            Map.of()))
                    .<Map<String, Object>>getData()
                    .get("organization");
            assertEquals(
                    Map.of("totalCount", 6),
                    bolsheviks.get("members"),
                    "of the even people p0 … p28, those who joined in 1906 or 1908");
            String withItems =
                    "{ organizations(first: 5, name: \"evik\") { nodes { members(first: 2) { totalCount nodes { person { id } } } } } }";
            assertEquals(2, roundTrips(service, withItems), "a members list that reads items: a statement of its own");
            String two =
                    "{ organizations(first: 5, name: \"evik\") { nodes { a: members(first: 0) { totalCount } b: members(role: \"x\") { totalCount } } } }";
            assertEquals(
                    3,
                    roundTrips(service, two),
                    "two different members lists: their counts by the loader, a statement per filter");
            ExecutionResult refused = service.execute(new GraphQLRequest(
                    "{ organizations(first: 5) { nodes { id members(after: \"nonsense\") { totalCount } } } }",
                    null,
                    Map.of()));
            assertFalse(refused.getErrors().isEmpty());
            assertEquals(
                    "members",
                    refused.getErrors().getFirst().getPath().get(3),
                    refused.getErrors().getFirst().toString());
        }
    }
}
