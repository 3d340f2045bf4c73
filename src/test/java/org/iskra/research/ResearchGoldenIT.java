package org.iskra.research;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.iskra.testing.Facts;
import org.iskra.testing.Json;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden requests over the shipped data: each {@code golden/NAME.graphql} is sent over HTTP and its
 * response must equal {@code golden/NAME.json}. A missing or different answer is written to
 * {@code target/golden/NAME.json} for review.
 */
class ResearchGoldenIT {
    private static final Path GOLDEN = Path.of("src/test/resources/org/iskra/research/golden");
    private static final Path ACTUAL = Path.of("target/golden");
    private static TestServer server;

    @BeforeAll
    static void start() {
        Facts.loadDataFolder();
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @TestFactory
    Stream<DynamicTest> everyGoldenRequestGetsItsGoldenResponse() throws IOException {
        List<Path> requests;
        try (Stream<Path> files = Files.list(GOLDEN)) {
            requests = files.filter(f -> f.toString().endsWith(".graphql")).sorted().toList();
        }
        return requests.stream().map(request -> DynamicTest.dynamicTest(request.getFileName().toString(), () -> check(request)));
    }

    private static void check(Path request) throws IOException {
        String name = request.getFileName().toString().replace(".graphql", "");
        JsonNode actual = Json.read(server.graphql(Files.readString(request)).body());
        Path expected = GOLDEN.resolve(name + ".json");
        if (Files.exists(expected) && Json.read(Files.readString(expected)).equals(actual)) {
            return;
        }
        Files.createDirectories(ACTUAL);
        Files.writeString(ACTUAL.resolve(name + ".json"), Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(actual) + "\n");
        if (!Files.exists(expected)) {
            fail("no golden response " + expected + "; the actual one is in " + ACTUAL.resolve(name + ".json"));
        }
        assertEquals(Files.readString(expected).strip(), Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(actual).strip(), name);
    }
}
