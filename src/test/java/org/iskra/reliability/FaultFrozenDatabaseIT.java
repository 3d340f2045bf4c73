package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.iskra.store.EmbeddedNeo4j;
import org.iskra.store.Graph;
import org.iskra.testing.Json;
import org.iskra.testing.Leaks;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;

/**
 * The database stops answering in the middle of a read without closing anything (a partition): the request is still
 * answered TIMEOUT at its time limit, although Neo4j's own transaction timeout (30 s here) never fires, and once the
 * database answers again so does the same server.
 */
class FaultFrozenDatabaseIT {
    private static final String QUERY = "{ person(id: \"lenin\") { id name } }";

    @Test
    @Timeout(120)
    void aReadOnADatabaseThatStoppedAnsweringIsAnsweredTimeoutAtTheLimit() throws Exception {
        EmbeddedNeo4j embedded = TestDatabase.embedded();
        Assumptions.assumeTrue(embedded != null, "needs the embedded database (NEO4J_URI is set)");
        TestDatabase.graph();
        Duration neo4jTimeout = Duration.ofSeconds(30);
        try (FreezingProxy proxy = FreezingProxy.start(embedded.boltPort());
                Driver driver = GraphDatabase.driver(
                        "bolt://127.0.0.1:" + proxy.port(), AuthTokens.none(), Graph.driverConfig());
                TestServer server =
                        TestServer.over(new Graph(driver, null, neo4jTimeout, neo4jTimeout), "--timeout", "1s")) {
            assertAnswered(server);
            proxy.freeze();
            for (int i = 0; i < 3; i++) {
                long started = System.nanoTime();
                HttpResponse<String> r = server.graphql(QUERY);
                long millis = (System.nanoTime() - started) / 1_000_000;
                assertEquals(
                        "TIMEOUT",
                        Json.read(r.body()).at("/errors/0/extensions/code").asText(),
                        r.body());
                assertTrue(Leaks.find(r.body()) == null, r.body());
                assertTrue(millis >= 1_000 && millis < 5_000, "stopped near the 1 s limit, after " + millis + " ms");
            }
            proxy.thaw();
            for (int i = 0; i < 20; i++) {
                assertAnswered(server); // the interrupted request threads serve again
            }
        }
    }

    private static void assertAnswered(TestServer server) {
        HttpResponse<String> r = server.graphql(QUERY);
        JsonNode body = Json.read(r.body());
        assertEquals(200, r.statusCode(), r.body());
        assertFalse(body.has("errors"), r.body());
    }
}
