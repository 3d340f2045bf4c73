package org.iskra.research;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.iskra.facts.PartialDate;
import org.iskra.store.Graph;
import org.iskra.testing.Json;
import org.iskra.testing.ShippedDataServer;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/** connections(from:, to:) over the shipped data: shortest paths with their steps, bounds and the time limit. */
class ResearchConnectionsIT extends ShippedDataServer {
    private static final String PATHS = """
            query($from: ID!, $to: ID!, $maxHops: Int, $first: Int, $types: [StatementType!], $asOf: PartialDate) {
              connections(from: $from, to: $to, maxHops: $maxHops, first: $first, types: $types, asOf: $asOf) {
                length nodes { id }
                steps { type direction start end date from { id } to { id } sources { id title }
                        statement { id from { id } to { id } } } } }""";

    static JsonNode call(Map<String, Object> variables) {
        return Json.read(server.graphql(PATHS, variables).body());
    }

    static JsonNode paths(Map<String, Object> variables) {
        JsonNode body = call(variables);
        assertFalse(body.has("errors"), body.toString());
        return body.at("/data/connections");
    }

    @Test
    void plekhanovAndTrotskyAreLinkedByShortestPathsWhoseEveryStepHasASource() {
        JsonNode paths = paths(Map.of("from", "plekhanov", "to", "trotsky"));
        assertTrue(paths.size() >= 1, paths.toString());
        int shortest = paths.get(0).get("length").asInt();
        for (JsonNode path : paths) {
            JsonNode nodes = path.get("nodes");
            JsonNode steps = path.get("steps");
            assertEquals(shortest, path.get("length").asInt(), "all shortest: " + paths);
            assertEquals(steps.size(), path.get("length").asInt());
            assertEquals(steps.size() + 1, nodes.size());
            assertEquals("plekhanov", nodes.get(0).get("id").asText());
            assertEquals("trotsky", nodes.get(nodes.size() - 1).get("id").asText());
            for (int i = 0; i < steps.size(); i++) {
                JsonNode step = steps.get(i);
                assertTrue(step.get("sources").size() >= 1, "every step has a source: " + step);
                assertEquals(nodes.get(i).get("id"), step.at("/from/id"));
                assertEquals(nodes.get(i + 1).get("id"), step.at("/to/id"));
                String statementFrom = step.at("/statement/from/id").asText();
                assertEquals(
                        step.get("direction").asText().equals("FORWARD")
                                ? step.at("/from/id").asText()
                                : step.at("/to/id").asText(),
                        statementFrom,
                        "direction says which way the statement points: " + step);
            }
        }
    }

    @Test
    void tooFewHopsGiveNoPathAndTypesNarrowTheSteps() {
        assertEquals(
                0,
                paths(Map.of("from", "plekhanov", "to", "trotsky", "maxHops", 1))
                        .size());
        JsonNode memberships = paths(Map.of("from", "plekhanov", "to", "trotsky", "types", List.of("MEMBER_OF")));
        assertTrue(memberships.size() >= 1);
        memberships.forEach(p -> p.get("steps")
                .forEach(s -> assertEquals("MEMBER_OF", s.get("type").asText(), p.toString())));
    }

    @Test
    void asOfKeepsOnlyStatementsWhosePeriodMayOverlapIt() {
        PartialDate asOf = PartialDate.parse("1903-09");
        JsonNode paths =
                paths(Map.of("from", "plekhanov", "to", "lenin", "types", List.of("MEMBER_OF"), "asOf", "1903-09"));
        assertTrue(paths.size() >= 1, paths.toString());
        for (JsonNode step : paths.findValues("steps").getFirst()) {
            String start = step.get("start").asText(null);
            String end = step.get("end").asText(null);
            assertTrue(start == null || !PartialDate.parse(start).lo().isAfter(asOf.hi()), step.toString());
            assertTrue(end == null || !PartialDate.parse(end).hi().isBefore(asOf.lo()), step.toString());
        }
    }

    /**
     * Bauman, killed in October 1905, was a Bolshevik until his death ("ongoing"): his membership overlaps 1904, not
     * 1910, and never met Trotsky's, which began in August 1917.
     */
    @Test
    void aPersonsStatementsEndWithTheirDeath() {
        Map<String, Object> direct =
                Map.of("from", "bauman", "to", "bolsheviks", "maxHops", 1, "types", List.of("MEMBER_OF"));
        Map<String, Object> in1904 = new HashMap<>(direct);
        in1904.put("asOf", "1904");
        Map<String, Object> in1910 = new HashMap<>(direct);
        in1910.put("asOf", "1910");
        assertEquals(1, paths(in1904).size(), "a Bolshevik in 1904");
        assertEquals(0, paths(in1910).size(), "no longer anything in 1910");

        JsonNode body = Json.read(server.graphql("""
                        { connections(from: "bauman", to: "trotsky", maxHops: 2, types: [MEMBER_OF], first: 20) {
                            contemporary nodes { id } } }""", Map.of()).body());
        assertFalse(body.has("errors"), body.toString());
        JsonNode throughTheBolsheviks = null;
        for (JsonNode path : body.at("/data/connections")) {
            if (path.at("/nodes/1/id").asText().equals("bolsheviks")) {
                throughTheBolsheviks = path;
            }
        }
        assertTrue(throughTheBolsheviks != null, body.toString());
        assertFalse(throughTheBolsheviks.get("contemporary").asBoolean(), throughTheBolsheviks.toString());
    }

    private static final String CONTEMPORARY = """
            query($from: ID!, $to: ID!, $contemporary: Boolean) {
              connections(from: $from, to: $to, contemporary: $contemporary, first: 20) {
                length contemporary nodes { id } steps { start end date } } }""";

    static JsonNode contemporaryPaths(String from, String to, boolean contemporary) {
        JsonNode body =
                Json.read(server.graphql(CONTEMPORARY, Map.of("from", from, "to", to, "contemporary", contemporary))
                        .body());
        assertFalse(body.has("errors"), body.toString());
        return body.at("/data/connections");
    }

    /**
     * Radchenko sat on the Central Committee of 1898, Lenin on those from 1903: a path through the committee is not
     * contemporary, and asking for contemporary paths finds the Union of Struggle of 1895 instead.
     */
    @Test
    void contemporaryPathsMeetAtATimeAndEveryPathSaysWhetherItDoes() {
        JsonNode any = contemporaryPaths("radchenko", "lenin", false);
        JsonNode throughTheCommittee = null;
        for (JsonNode path : any) {
            if (path.at("/nodes/1/id").asText().equals("rsdlp-central-committee")) {
                throughTheCommittee = path;
            }
        }
        assertTrue(throughTheCommittee != null, any.toString());
        assertFalse(throughTheCommittee.get("contemporary").asBoolean(), throughTheCommittee.toString());

        // They met in the Technologists' circle (1893), in the Union of Struggle (1895) and at the Pskov meeting on
        // Iskra (1900), not on the Committee
        JsonNode met = contemporaryPaths("radchenko", "lenin", true);
        List<String> meetingPoints = new ArrayList<>();
        for (JsonNode path : met) {
            assertTrue(path.get("contemporary").asBoolean(), path.toString());
            meetingPoints.add(path.at("/nodes/1/id").asText());
        }
        assertEquals(
                List.of("pskov-meeting-1900", "technologists-marxist-circle", "union-of-struggle"),
                meetingPoints.stream().sorted().toList(),
                met.toString());
    }

    /**
     * Martov lived in Munich from 1901 (to 1903 at the latest), Bukharin in Germany in 1911: the timeless "Munich is in
     * Germany" does not make them meet; nor does a motion of 1903 meet a Central Committee seat of 1917, though neither
     * statement between them is dated (the motion's own date counts).
     */
    @Test
    void timelessLinksAndUndatedMotionsDoNotBridgeYears() {
        for (JsonNode path : contemporaryPaths("martov", "bukharin", true)) {
            List<String> ids = new ArrayList<>();
            path.get("nodes").forEach(n -> ids.add(n.get("id").asText()));
            assertFalse(ids.contains("munich") && ids.contains("germany"), path.toString());
            assertFalse(ids.contains("motion-rules-co-option-martov"), path.toString());
        }
        for (JsonNode path : contemporaryPaths("martov", "bukharin", false)) {
            List<String> ids = new ArrayList<>();
            path.get("nodes").forEach(n -> ids.add(n.get("id").asText()));
            if (ids.contains("munich") && ids.contains("germany")) {
                assertFalse(path.get("contemporary").asBoolean(), path.toString());
            }
        }
    }

    /** The search's filter and the field agree, and a contemporary path is never shorter than the shortest path. */
    @Test
    void theContemporarySearchAgreesWithTheFlagItReturns() {
        for (List<String> pair : List.of(
                List.of("kremer", "bukharin"),
                List.of("radchenko", "trotsky"),
                List.of("zasulich", "stalin"),
                List.of("martov", "bukharin"))) {
            JsonNode met = contemporaryPaths(pair.get(0), pair.get(1), true);
            JsonNode any = contemporaryPaths(pair.get(0), pair.get(1), false);
            assertTrue(met.size() >= 1, pair + ": " + met);
            met.forEach(path -> assertTrue(path.get("contemporary").asBoolean(), pair + ": " + path));
            assertTrue(
                    met.get(0).get("length").asInt() >= any.get(0).get("length").asInt(),
                    pair + ": " + met.get(0) + " against " + any.get(0));
        }
    }

    @Test
    void boundsAreCheckedWithClearMessages() {
        JsonNode tooFar = call(Map.of("from", "plekhanov", "to", "trotsky", "maxHops", 50));
        assertEquals("BAD_USER_INPUT", tooFar.at("/errors/0/extensions/code").asText(), tooFar.toString());
        assertTrue(
                tooFar.at("/errors/0/message").asText().contains("`maxHops` must be between 1 and 6, got 50"),
                tooFar.toString());
        JsonNode tooMany = call(Map.of("from", "plekhanov", "to", "trotsky", "first", 21));
        assertTrue(
                tooMany.at("/errors/0/message").asText().contains("`first` must be between 1 and 20"),
                tooMany.toString());
        JsonNode same = call(Map.of("from", "lenin", "to", "lenin"));
        assertEquals("BAD_USER_INPUT", same.at("/errors/0/extensions/code").asText(), same.toString());
    }

    @Test
    void anUnknownIdIsNotFound() {
        JsonNode body = call(Map.of("from", "plekhanov", "to", "nobody-at-all"));
        assertEquals("NOT_FOUND", body.at("/errors/0/extensions/code").asText(), body.toString());
        assertTrue(body.at("/errors/0/message").asText().contains("nobody-at-all"));
    }

    /**
     * A lattice of 5 layers of 16 entities between two ends has 16^5 (over a million) equally short paths: considering
     * them all takes many seconds, far beyond a 300 ms transaction timeout, which the database enforces within its
     * monitor's period (about 2 s).
     */
    @Test
    void theTransactionTimeoutStopsARunawaySearch() {
        TestDatabase.write("""
                UNWIND range(0, 6) AS layer
                UNWIND CASE WHEN layer IN [0, 6] THEN [0] ELSE range(0, 15) END AS i
                CREATE (:Entity:Person:Lattice {id: 'lattice-' + layer + '-' + i, name: 'Lattice ' + layer + '.' + i, layer: layer})""", Map.of());
        TestDatabase.write("""
                MATCH (a:Lattice), (b:Lattice) WHERE b.layer = a.layer + 1
                CREATE (a)-[:OPPOSED {id: a.id + '-' + b.id, sources: ['seed']}]->(b)""", Map.of());
        try {
            Graph impatient =
                    new Graph(TestDatabase.graph().driver(), null, Duration.ofMillis(300), Duration.ofSeconds(30));
            long started = System.nanoTime();
            IskraException e = assertThrows(
                    IskraException.class,
                    () -> new ConnectionStore(impatient, 10_000_000)
                            .connections("lattice-0-0", "lattice-6-0", 6, 20, null, new AsOf(null)));
            assertEquals(ErrorCode.TIMEOUT, e.code());
            assertTrue(e.getMessage().contains("time limit"), e.getMessage());
            assertTrue(System.nanoTime() - started < Duration.ofSeconds(20).toNanos(), "cut off, not run to the end");
            assertEquals(
                    5,
                    new ConnectionStore(TestDatabase.graph())
                            .connections("lattice-0-0", "lattice-6-0", 6, 5, null, new AsOf(null))
                            .size(),
                    "with the default cap on candidate paths the same search answers at once");
        } finally {
            TestDatabase.write("MATCH (n:Lattice) DETACH DELETE n", Map.of());
        }
    }
}
