package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.iskra.facts.EntityKind;
import org.iskra.importer.FactBatch;
import org.iskra.importer.FactReader;
import org.iskra.testing.Json;
import org.iskra.testing.ShippedDataServer;
import org.junit.jupiter.api.Test;

/**
 * The {@code kind} arguments of {@code events} and {@code places} are enums, as for organizations, over the shipped
 * data.
 */
class KindArgumentsIT extends ShippedDataServer {

    @Test
    void eventsOfAKindAreThoseOfThatKindInTheData() throws IOException {
        JsonNode votes = data("{ events(kind: VOTE, first: 100) { totalCount nodes { id kind } } }")
                .get("events");
        JsonNode all = data("{ events(first: 0) { totalCount } }").get("events");
        assertEquals(inData(EntityKind.EVENT, "vote"), votes.get("totalCount").asInt(), votes.toString());
        assertTrue(
                votes.get("totalCount").asInt() > 0
                        && votes.get("totalCount").asInt()
                                < all.get("totalCount").asInt(),
                votes.toString());
        votes.get("nodes").forEach(e -> assertEquals("VOTE", e.get("kind").asText(), e.toString()));
        JsonNode walkOuts = data("{ events(kind: WALK_OUT, first: 100) { totalCount nodes { kind } } }")
                .get("events");
        assertEquals(
                inData(EntityKind.EVENT, "walk-out"), walkOuts.get("totalCount").asInt(), walkOuts.toString());
        walkOuts.get("nodes")
                .forEach(e -> assertEquals("WALK_OUT", e.get("kind").asText(), e.toString()));
    }

    @Test
    void placesOfAKindAreThoseOfThatKindInTheData() throws IOException {
        JsonNode countries = data("{ places(kind: COUNTRY, first: 100) { totalCount nodes { id kind } } }")
                .get("places");
        JsonNode all = data("{ places(first: 0) { totalCount } }").get("places");
        assertEquals(
                inData(EntityKind.PLACE, "country"), countries.get("totalCount").asInt(), countries.toString());
        assertTrue(
                countries.get("totalCount").asInt() > 0
                        && countries.get("totalCount").asInt()
                                < all.get("totalCount").asInt(),
                countries.toString());
        countries
                .get("nodes")
                .forEach(p -> assertEquals("COUNTRY", p.get("kind").asText(), p.toString()));
    }

    @Test
    void aKindThatIsNotAnEnumValueIsAValidationError() {
        assertValidationError("{ events(kind: vote) { totalCount } }", "EventKind");
        assertValidationError("{ events(kind: \"vote\") { totalCount } }", "EventKind");
        assertValidationError("{ places(kind: TOWN) { totalCount } }", "PlaceKind");
        assertValidationError("{ places(kind: \"country\") { totalCount } }", "PlaceKind");
    }

    private static void assertValidationError(String query, String enumName) {
        HttpResponse<String> response = server.graphql(query);
        JsonNode body = Json.read(response.body());
        assertFalse(body.has("data") && !body.get("data").isNull(), "refused before execution: " + body);
        JsonNode error = body.at("/errors/0");
        assertEquals("BAD_USER_INPUT", error.at("/extensions/code").asText(), body.toString());
        assertTrue(error.get("message").asText().startsWith("Validation error"), body.toString());
        assertTrue(error.get("message").asText().contains("not a valid '" + enumName + "'"), body.toString());
    }

    /** How many records of an entity kind the shipped data files give this {@code kind} value. */
    private static long inData(EntityKind entity, String kind) throws IOException {
        FactBatch batch = FactReader.read(Path.of("data"));
        return batch.entities(entity).stream()
                .filter(r -> kind.equals(r.text("kind")))
                .count();
    }
}
