package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.iskra.facts.EntityKind;
import org.iskra.importer.FactReader;
import org.iskra.store.EmbeddedNeo4j;
import org.iskra.store.Migrations;
import org.iskra.testing.Json;
import org.iskra.testing.Scratch;
import org.iskra.tools.bench.SyntheticGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.Session;

/**
 * Start-up is not bound by the request time limit and waits for a database slow to hand out connections: {@code serve}
 * is ready (200) only once the schema and data/ are in place, and {@code import} writes only with every index online.
 * Real processes, a real embedded Neo4j and, in front of it, a proxy that holds the first connections
 * ({@link SlowProxy}).
 */
@Execution(ExecutionMode.CONCURRENT)
class StartupIT {
    private static final Duration HOLD = Duration.ofSeconds(5);
    private static final int IMPORTED_PEOPLE = 300;

    @Test
    @Timeout(300)
    void aFreshStoreWithAOneSecondTimeoutLoadsTheDataBeforeItSaysReady() throws Exception {
        Path store = Scratch.directory("iskra-startup-store");
        try (ServerProcess server = ServerProcess.start(
                "--store", store.toString(), "--data", "data", "--page-cache", "16m", "--timeout", "1s")) {
            List<String> before = server.awaitReady(Duration.ofSeconds(240));
            assertEquals(
                    people(Path.of("data")),
                    peopleServed(server),
                    "ready only once the whole data folder is loaded:\n" + server.output());
            List<String> starting =
                    before.stream().filter(r -> r.startsWith("503")).toList();
            System.out.println("start-up: " + before.stream().distinct().toList());
            assertFalse(
                    starting.isEmpty(),
                    "/ready said 503 while the schema and the data were being put in place: " + before);
            assertTrue(starting.stream().allMatch(r -> r.contains("\"waitingFor\"")), starting.toString());
            assertTrue(starting.getFirst().contains("\"schema\""), starting.getFirst());
            assertFalse(server.output().contains("\tat org."), "no stack trace:\n" + server.output());
        }
    }

    @Test
    @Timeout(300)
    void importWaitsForANeo4jSlowToHandOutConnectionsThenWritesWithEveryIndexOnline() throws Exception {
        Path home = Scratch.directory("iskra-slow-neo4j");
        Path log = Scratch.file("iskra-import", ".log");
        Path csv = Scratch.directory("iskra-slow-import");
        new SyntheticGraph(IMPORTED_PEOPLE, 1903).write(csv);
        try (EmbeddedNeo4j neo4j = EmbeddedNeo4j.start(home, "32m", Duration.ofSeconds(60));
                SlowProxy proxy = SlowProxy.start(neo4j.boltPort(), HOLD)) {
            Process importer = new ProcessBuilder(ServerProcess.mainCommand(
                            List.of(),
                            "import",
                            csv.toString(),
                            "--neo4j-uri",
                            "bolt://127.0.0.1:" + proxy.port(),
                            "--neo4j-password",
                            "none",
                            "--timeout",
                            "1s"))
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            assertTrue(importer.waitFor(240, TimeUnit.SECONDS), "the import ends");
            String output = Files.readString(log);
            assertEquals(0, importer.exitValue(), output);
            assertTrue(proxy.held() > 0, "the proxy held connections: " + proxy.held());
            assertTrue(output.contains("trying again in"), "the wait is logged:\n" + output);
            assertTrue(output.contains("imported:"), output);
            assertFalse(output.contains("\tat org."), "no stack trace:\n" + output);
            try (Driver driver = GraphDatabase.driver(neo4j.boltUri(), AuthTokens.none());
                    Session session = driver.session()) {
                Map<String, String> states = new HashMap<>();
                session.run("SHOW INDEXES YIELD name, state RETURN name, state")
                        .forEachRemaining(r -> states.put(
                                r.get("name").asString(), r.get("state").asString()));
                assertTrue(
                        states.keySet().containsAll(Migrations.expectedIndexes()),
                        "every migration's index exists: " + states);
                assertEquals(Set.of("ONLINE"), new HashSet<>(states.values()), states.toString());
                assertEquals(
                        IMPORTED_PEOPLE,
                        session.run("MATCH (p:Person) RETURN count(p) AS n")
                                .single()
                                .get("n")
                                .asLong());
            }
        }
    }

    @Test
    @Timeout(300)
    void readyIs503AndQueriesUnavailableWhileTheSchemaWaitsForTheDatabase() throws Exception {
        Path home = Scratch.directory("iskra-slow-neo4j");
        Path data = SmallDataFolder.withPeople(IMPORTED_PEOPLE);
        try (EmbeddedNeo4j neo4j = EmbeddedNeo4j.start(home, "32m", Duration.ofSeconds(60));
                SlowProxy proxy = SlowProxy.start(neo4j.boltPort(), Duration.ofSeconds(12));
                ServerProcess server = ServerProcess.start(
                        "--neo4j-uri",
                        "bolt://127.0.0.1:" + proxy.port(),
                        "--neo4j-password",
                        "none",
                        "--data",
                        data.toString(),
                        "--timeout",
                        "1s")) {
            server.awaitUp(Duration.ofSeconds(90));
            var ready = server.get("/ready");
            assertEquals(503, ready.statusCode(), ready.body());
            assertEquals(
                    "[\"schema\",\"data\"]",
                    Json.read(ready.body()).get("waitingFor").toString(),
                    ready.body());
            var query = server.graphql("{ stats { people } }");
            assertEquals(
                    "UNAVAILABLE",
                    Json.read(query.body()).at("/errors/0/extensions/code").asText(),
                    query.body());
            assertTrue(Json.read(query.body()).at("/errors/0/message").asText().contains("starting"), query.body());
            for (String export : List.of("/export", "/export/graphml")) {
                var refused = server.get(export);
                assertEquals(503, refused.statusCode(), export + ": " + refused.body());
                assertEquals(
                        "UNAVAILABLE",
                        Json.read(refused.body())
                                .at("/errors/0/extensions/code")
                                .asText(),
                        refused.body());
            }
            server.awaitReady(Duration.ofSeconds(240));
            assertEquals(people(data), peopleServed(server), server.output());
            assertTrue(proxy.held() > 0, "the proxy held connections: " + proxy.held());
            assertTrue(server.output().contains("trying again in"), "the wait is logged:\n" + server.output());
        }
    }

    /** {@code { stats { people } }}; a cold first query may take longer than one second: asked again after TIMEOUT. */
    private static long peopleServed(ServerProcess server) throws Exception {
        for (int attempt = 1; ; attempt++) {
            JsonNode body = Json.read(server.graphql("{ stats { people } }").body());
            if (!body.has("errors")) {
                return body.at("/data/stats/people").asLong();
            }
            assertEquals(
                    "TIMEOUT",
                    body.at("/errors/0/extensions/code").asText(),
                    "only a cold query's time limit: " + body);
            assertTrue(attempt < 10, "still TIMEOUT after " + attempt + " attempts: " + body);
        }
    }

    private static long people(Path data) throws Exception {
        return FactReader.read(data).entities(EntityKind.PERSON).size();
    }
}
