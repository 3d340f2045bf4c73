package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iskra.testing.ShippedDataServer;
import org.junit.jupiter.api.Test;

/**
 * What a request works out from its operation is kept for the next request of the same document
 * ({@link OperationShapes}): the same document sent again with other variables, or with a field merged differently at
 * two places, answers as a document seen for the first time does.
 */
class OperationShapesIT extends ShippedDataServer {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode dataWith(String query, Map<String, Object> variables) {
        var answer = server.graphql(query, variables);
        assertEquals(200, answer.statusCode(), answer.body());
        assertFalse(answer.body().contains("\"errors\""), answer.body());
        try {
            return JSON.readTree(answer.body()).get("data");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void theSameDocumentReadsForEachEntityItsOwnLists() {
        String query = "query($id: ID!) { person(id: $id) { id memberships(first: 5) { organization { id } } "
                + "congresses(first: 5) { congress { id delegates(first: 3) { person { id } } } } } }";
        for (String id : new String[] {"lenin", "martov", "lenin", "plekhanov"}) {
            JsonNode kept = dataWith(query, Map.of("id", id)).get("person");
            JsonNode fresh = data(query.replace("query($id: ID!) ", "").replace("$id", "\"" + id + "\""))
                    .get("person");
            assertEquals(fresh, kept, id);
            assertEquals(id, kept.get("id").asText());
        }
    }

    @Test
    void oneDocumentSentWithManyIdsIsOneShape() {
        String query =
                "query($id: ID!) { person(id: $id) { id memberships(first: 3) { organization { id } } works(first: 2) { id } } }";
        String[] ids = {"lenin", "martov", "plekhanov", "trotsky", "axelrod", "zasulich", "potresov", "krupskaya"};
        OperationShapes shapes = server.app().graphql().shapes();
        int before = shapes.size();
        dataWith(query, Map.of("id", "dan"));
        int first = shapes.size() - before;
        assertTrue(first > 0, "the first request keeps its read-ahead and its projection");
        for (String id : ids) {
            assertEquals(
                    id,
                    dataWith(query, Map.of("id", id)).get("person").get("id").asText());
        }
        assertEquals(before + first, shapes.size(), "the other ids were the same shape");
        for (String id : ids) { // and each read its own lists
            assertEquals(
                    data(query.replace("query($id: ID!) ", "").replace("$id", "\"" + id + "\""))
                            .get("person"),
                    dataWith(query, Map.of("id", id)).get("person"),
                    id);
        }
        String paged =
                "query($id: ID!, $n: Int!) { person(id: $id) { memberships(first: $n) { organization { id } } } }";
        int beforePaged = shapes.size();
        dataWith(paged, Map.of("id", "lenin", "n", 1));
        int onePage = shapes.size() - beforePaged;
        dataWith(paged, Map.of("id", "martov", "n", 1));
        assertEquals(beforePaged + onePage, shapes.size(), "another id: the same shape");
        assertEquals(
                2,
                dataWith(paged, Map.of("id", "martov", "n", 2))
                        .get("person")
                        .get("memberships")
                        .size());
        assertTrue(shapes.size() > beforePaged + onePage, "another `first` beneath the field: another shape");
        String inFragment = "query($id: ID!, $n: Int!) { person(id: $id) { ...Joined } } "
                + "fragment Joined on Person { memberships(first: $n) { organization { id } } }";
        Set<Integer> seen = new HashSet<>();
        for (int n : new int[] {1, 2, 1, 3}) {
            int beforeFragment = shapes.size();
            assertEquals(
                    n,
                    dataWith(inFragment, Map.of("id", "martov", "n", n))
                            .get("person")
                            .get("memberships")
                            .size(),
                    "first: " + n);
            assertEquals(
                    seen.add(n),
                    shapes.size() > beforeFragment,
                    "`first` in a fragment beneath the field is part of the shape; first: " + n);
        }
    }

    @Test
    void aDirectiveVariableChangesWhatIsReadAgain() {
        String query =
                "query($born: Boolean!, $grouping: Boolean!) { person(id: \"martov\") { born @include(if: $born) "
                        + "congresses(first: 5) { grouping @include(if: $grouping) { id } congress { id } } } }";
        for (boolean on : new boolean[] {false, true, false, true}) {
            JsonNode person =
                    dataWith(query, Map.of("born", on, "grouping", on)).get("person");
            assertEquals(on, person.has("born"), person.toString());
            assertEquals(on, person.get("congresses").get(0).has("grouping"), person.toString());
            if (on) {
                assertEquals(
                        data("{ person(id: \"martov\") { born congresses(first: 5) { grouping { id } congress { id } } } }")
                                .get("person"),
                        person);
                assertTrue(
                        person.get("congresses").toString().contains("\"grouping\":{\"id\":"),
                        "Martov attended as a member of a faction: " + person);
            }
        }
    }

    @Test
    void aCountAskedOnlyWithSomeVariablesIsCountedThen() {
        String query = "query($count: Boolean!) { organizations(first: 3) { totalCount @include(if: $count) nodes { id "
                + "members(first: 0) { totalCount } } } }";
        JsonNode fresh =
                data("{ organizations(first: 3) { totalCount nodes { id members(first: 0) { totalCount } } } }")
                        .get("organizations");
        assertFalse(dataWith(query, Map.of("count", false)).get("organizations").has("totalCount"));
        assertEquals(fresh, dataWith(query, Map.of("count", true)).get("organizations"));
        assertFalse(dataWith(query, Map.of("count", false)).get("organizations").has("totalCount"));
    }

    @Test
    void aFragmentMergedDifferentlyAtTwoPlacesAnswersEachPlaceForItself() {
        String query = """
                fragment Attended on Person { congresses(first: 5) { congress { id } } }
                { a: person(id: "martov") { ...Attended congresses(first: 5) { grouping { id } } }
                  b: person(id: "lenin") { ...Attended } }""";
        for (int i = 0; i < 2; i++) {
            JsonNode answer = data(query);
            assertEquals(
                    data("{ person(id: \"martov\") { congresses(first: 5) { congress { id } grouping { id } } } }")
                            .get("person"),
                    answer.get("a"));
            assertEquals(
                    data("{ person(id: \"lenin\") { congresses(first: 5) { congress { id } } } }")
                            .get("person"),
                    answer.get("b"));
        }
    }

    @Test
    void longVariablesAreAnsweredWithoutBeingKept() {
        String query =
                "query($of: [ID!]!) { members(of: $of, first: 5) { totalCount nodes { person { id name } organization { id } } } }";
        List<String> of = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            of.add(i % 2 == 0 ? "bolsheviks" : "mensheviks"); // more than a kept request's 16 items
        }
        JsonNode fresh = data(
                "{ members(of: [\"bolsheviks\", \"mensheviks\"], first: 5) { totalCount nodes { person { id name } organization { id } } } }");
        assertEquals(fresh, dataWith(query, Map.of("of", of)));
        assertEquals(fresh, dataWith(query, Map.of("of", of)));
    }
}
