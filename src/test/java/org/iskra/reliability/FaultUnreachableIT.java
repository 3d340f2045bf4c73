package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.time.Duration;
import org.iskra.testing.Json;
import org.iskra.testing.Leaks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** An external Neo4j that cannot be reached at start: the server still starts, is not ready, and says UNAVAILABLE quickly. */
class FaultUnreachableIT {

    @Test
    @Timeout(150)
    void theServerStartsWithoutItsDatabaseAndAnswersUnavailableQuickly() throws Exception {
        try (ServerProcess server = ServerProcess.start("--neo4j-uri", "bolt://127.0.0.1:1", "--neo4j-password", "none", "--data", "data")) {
            server.awaitUp(Duration.ofSeconds(90));
            assertEquals(503, server.get("/ready").statusCode());
            long started = System.nanoTime();
            HttpResponse<String> r = server.graphql("{ person(id: \"lenin\") { name } }");
            long millis = (System.nanoTime() - started) / 1_000_000;
            assertTrue(r.statusCode() < 500, r.body());
            assertEquals("UNAVAILABLE", Json.read(r.body()).at("/errors/0/extensions/code").asText(), r.body());
            assertTrue(Leaks.find(r.body()) == null, r.body());
            assertTrue(millis < 6_000, "UNAVAILABLE within seconds, not at the time limit: " + millis + " ms");
            assertTrue(server.process().isAlive(), "still serving");
            assertFalse(server.output().contains("\tat org."), "no stack trace at start:\n" + server.output());
        }
    }
}
