package org.iskra.research;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.testing.ShippedDataServer;
import org.junit.jupiter.api.Test;

/** Neighbourhoods, co-members, co-attendees and faction sizes over the shipped data. */
class ResearchNetworksIT extends ShippedDataServer {

    @Test
    void leninsNeighbourhoodHoldsHisFactionHisWorksAndTheStatementsAmongThem() {
        JsonNode n =
                data("{ neighbourhood(id: \"lenin\", first: 500) { truncated nodes { id } edges { from { id } to { id } sources { id } } } }")
                        .get("neighbourhood");
        List<String> ids = new ArrayList<>();
        n.get("nodes").forEach(x -> ids.add(x.get("id").asText()));
        assertEquals("lenin", ids.getFirst());
        assertTrue(
                ids.containsAll(List.of("bolsheviks", "iskra", "what-is-to-be-done", "rsdlp-congress-2")),
                ids.toString());
        for (JsonNode edge : n.get("edges")) {
            assertTrue(
                    ids.contains(edge.at("/from/id").asText())
                            && ids.contains(edge.at("/to/id").asText()),
                    edge.toString());
            assertTrue(edge.get("sources").size() >= 1);
        }
        assertTrue(n.get("edges").size() >= ids.size() - 1, "at least one statement links each neighbour");
        JsonNode capped = data("{ neighbourhood(id: \"lenin\", depth: 2, first: 20) { truncated nodes { id } } }")
                .get("neighbourhood");
        assertEquals(20, capped.get("nodes").size());
        assertTrue(capped.get("truncated").asBoolean());
    }

    /**
     * The explorer draws an entity with its 29 best connected neighbours. Among Lenin's many neighbours linked by one
     * statement, the better connected in the whole graph come first: his faction, not a town he passed through once
     * (ordered by id alone, the Bolsheviks fell out of the first 29 as the data grew).
     */
    @Test
    void aCappedNeighbourhoodKeepsTheBestConnectedOfEquallyLinkedNeighbours() {
        JsonNode n = data("{ neighbourhood(id: \"lenin\", first: 30) { truncated nodes { id } } }")
                .get("neighbourhood");
        List<String> ids = new ArrayList<>();
        n.get("nodes").forEach(x -> ids.add(x.get("id").asText()));
        assertTrue(n.get("truncated").asBoolean(), "Lenin has more than 29 neighbours");
        assertTrue(ids.containsAll(List.of("bolsheviks", "rsdlp-central-committee")), ids.toString());
    }

    /**
     * Bauman was killed in October 1905: in 1904 his neighbourhood holds the Bolsheviks he belonged to until his death;
     * in 1910 none of his statements, however they end ("ongoing", unknown), still holds.
     */
    @Test
    void aDeadPersonsNeighbourhoodIsEmptyAfterTheirDeath() {
        String query = "{ neighbourhood(id: \"bauman\", asOf: \"%s\") { nodes { id } edges { id } } }";
        List<String> in1904 = new ArrayList<>();
        data(query.formatted("1904"))
                .at("/neighbourhood/nodes")
                .forEach(x -> in1904.add(x.get("id").asText()));
        assertTrue(in1904.contains("bolsheviks"), in1904.toString());
        JsonNode in1910 = data(query.formatted("1910")).get("neighbourhood");
        List<String> ids = new ArrayList<>();
        in1910.get("nodes").forEach(x -> ids.add(x.get("id").asText()));
        assertEquals(List.of("bauman"), ids, in1910.toString());
        assertEquals(0, in1910.get("edges").size(), in1910.toString());
    }

    @Test
    void leninSharedTheIskraBoardWithMartovAndPlekhanov() {
        JsonNode rows = data("{ coMembers(id: \"lenin\", in: [\"iskra-editorial-board\"], first: 500) { person { id } "
                        + "organization { id } since until "
                        + "membership { organization { id } } theirMembership { person { id } } } }")
                .get("coMembers");
        Map<String, List<String>> board = new HashMap<>();
        assertFalse(rows.isEmpty());
        for (JsonNode r : rows) {
            assertEquals("iskra-editorial-board", r.at("/organization/id").asText(), "`in` narrows the organizations");
            assertEquals(r.at("/organization/id"), r.at("/membership/organization/id"));
            assertEquals(r.at("/person/id"), r.at("/theirMembership/person/id"));
            assertFalse(r.at("/person/id").asText().equals("lenin"));
            if (r.at("/organization/id").asText().equals("iskra-editorial-board")) {
                board.computeIfAbsent(
                                r.at("/person/id").asText() + " "
                                        + r.get("since").asText(),
                                k -> new ArrayList<>())
                        .add(r.get("until").asText());
            }
        }
        // the board of six (to 20 August 1903), then the board of three elected that day, Lenin with Plekhanov until he
        // resigned
        assertEquals(List.of("1903-08-20"), board.get("plekhanov 1900"), board.toString());
        assertTrue(board.get("plekhanov 1903-08-20").contains("1903-11-01"), board.toString());
        assertEquals(List.of("1903-08-20"), board.get("martov 1900"), board.toString());
    }

    @Test
    void atTheSecondCongressLeninSatWithPlekhanovNotWithMartov() {
        Map<String, Boolean> together = new HashMap<>();
        for (JsonNode r : data("{ coAttendees(id: \"lenin\") { person { id } congress { id } sameGrouping } }")
                .get("coAttendees")) {
            if (r.at("/congress/id").asText().equals("rsdlp-congress-2")
                    && !r.get("sameGrouping").isNull()) {
                together.put(r.at("/person/id").asText(), r.get("sameGrouping").asBoolean());
            }
        }
        assertEquals(Boolean.TRUE, together.get("plekhanov"), together.toString());
        assertEquals(Boolean.FALSE, together.get("martov"));
        assertEquals(Boolean.FALSE, together.get("trotsky"));
    }

    @Test
    void factionCountsDefaultToBolsheviksAndMensheviks1903To1917() {
        JsonNode counts =
                data("{ factionCounts { year faction { id } members } }").get("factionCounts");
        assertEquals(30, counts.size(), "15 years, two factions");
        assertEquals(1903, counts.at("/0/year").asInt());
        assertEquals("bolsheviks", counts.at("/0/faction/id").asText());
        assertEquals("mensheviks", counts.at("/1/faction/id").asText());
        assertEquals(1917, counts.at("/29/year").asInt());
        assertTrue(counts.at("/0/members").asInt() > 10, counts.toString());
        assertTrue(
                counts.at("/28/members").asInt() > counts.at("/0/members").asInt(),
                "more Bolsheviks in 1917 than in 1903: " + counts);
    }

    @Test
    void factionCountsTakeAnExplicitNullYearAsTheDefault() {
        JsonNode counts =
                data("{ factionCounts(from: null, to: null) { year members } }").get("factionCounts");
        assertEquals(data("{ factionCounts { year members } }").get("factionCounts"), counts);
    }
}
