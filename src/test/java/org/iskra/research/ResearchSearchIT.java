package org.iskra.research;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iskra.testing.Json;
import org.iskra.testing.ShippedDataServer;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** search(text:) over the shipped data, through HTTP: accents, scripts, typos, ranking and hostile input. */
class ResearchSearchIT extends ShippedDataServer {
    private static final String SEARCH =
            "query($t: String!, $types: [String!]) { search(text: $t, types: $types) { score type node { id name } } }";

    static JsonNode search(String text) {
        HttpResponse<String> response = server.graphql(SEARCH, Map.of("t", text));
        assertEquals(200, response.statusCode(), response.body());
        JsonNode body = Json.read(response.body());
        assertFalse(body.has("errors"), response.body());
        return body.at("/data/search");
    }

    static List<String> ids(JsonNode hits) {
        List<String> ids = new ArrayList<>();
        hits.forEach(h -> ids.add(h.at("/node/id").asText()));
        return ids;
    }

    @Test
    void lenineRanksLeninFirst() {
        JsonNode hits = search("Lenine");
        assertEquals("lenin", hits.at("/0/node/id").asText(), hits.toString());
        assertEquals("Person", hits.at("/0/type").asText());
        assertEquals("Vladimir Lenin", hits.at("/0/node/name").asText());
        for (int i = 1; i < hits.size(); i++) {
            assertTrue(
                    hits.get(i - 1).get("score").asDouble()
                            >= hits.get(i).get("score").asDouble(),
                    "best first: " + hits);
        }
    }

    @ParameterizedTest(name = "{0} finds {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Lénine|lenin",
                "Ленин|lenin",
                "Ulyanov|lenin",
                "LENIN|lenin",
                "Vladimir Ilyich Ulyanov|lenin",
                "Искра|iskra",
                "L'Étincelle|iskra",
                "l’etincelle|iskra",
                "The Spark|iskra",
                "Plekanov|plekhanov",
                "Plékhanov|plekhanov",
                "Троцкий|trotsky",
                "Trotski|trotsky",
                "Bronstein|trotsky"
            })
    void findsByAnyNameAccentScriptOrTypo(String text, String id) {
        assertTrue(ids(search(text)).contains(id), text + " → " + ids(search(text)));
    }

    @ParameterizedTest(name = "{0} ranks {1} first")
    @CsvSource(
            delimiter = '|',
            value = {"Ленин|lenin", "Искра|iskra", "L'Étincelle|iskra", "Plekanov|plekhanov", "Martov|martov"})
    void exactAndNearNamesRankFirst(String text, String id) {
        assertEquals(id, ids(search(text)).getFirst(), text);
    }

    @Test
    void typesKeepOnlyThoseTypes() {
        JsonNode hits = Json.read(server.graphql(SEARCH, Map.of("t", "Iskra", "types", List.of("Organization")))
                        .body())
                .at("/data/search");
        assertTrue(hits.size() > 0, hits.toString());
        hits.forEach(h -> assertEquals("Organization", h.get("type").asText(), hits.toString()));
        assertFalse(ids(hits).contains("iskra"));
    }

    @Test
    void hostileTextIsNeverAServerError() {
        for (String text : List.of(
                "lenin)", "\"lenin", "lenin~~", "*", "a:b", "[lenin TO", "\\", "AND", "lenin^", "||", "Plekhanov OR")) {
            HttpResponse<String> r = server.graphql(SEARCH, Map.of("t", text));
            assertTrue(r.statusCode() < 500, text + " → " + r.statusCode());
            JsonNode body = Json.read(r.body());
            if (body.has("errors")) {
                assertEquals(
                        "BAD_USER_INPUT", body.at("/errors/0/extensions/code").asText(), text + " → " + r.body());
            }
        }
        assertEquals("lenin", ids(search("lenin)")).getFirst());
    }

    @Test
    void badArgumentsAreBadUserInput() {
        for (String query : List.of(
                "{ search(text: \"\") { score } }",
                "{ search(text: \"lenin\", first: 51) { score } }",
                "{ search(text: \"lenin\", types: [\"Human\"]) { score } }")) {
            JsonNode body = Json.read(server.graphql(query).body());
            assertEquals("BAD_USER_INPUT", body.at("/errors/0/extensions/code").asText(), body.toString());
        }
    }

    @Test
    void nestedFieldsOfHitsAreBatched() {
        long before = TestDatabase.statementsSent();
        HttpResponse<String> r = server.graphql("{ search(text: \"Iskra\", first: 20) { node { id sources { title } "
                + "... on Person { memberships { organization { name } } } } } }");
        long cost = TestDatabase.statementsSent() - before;
        assertFalse(Json.read(r.body()).has("errors"), r.body());
        assertTrue(cost <= 6, "one query per level, not per hit: " + cost);
    }
}
