package org.iskra.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.iskra.testing.Json;
import org.iskra.testing.ShippedDataServer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden request/response pairs over the shipped data: {@code golden/NAME.graphql} is POSTed to a real server and its
 * response must equal {@code golden/NAME.json}; a request without its answer file fails. After a deliberate change of
 * the data, or for a new request, write the answers with {@code mvn test -Dtest=GoldenIT -Diskra.golden.update=true}
 * and review the diff.
 */
class GoldenIT extends ShippedDataServer {
    private static final Path DIR = Path.of("src/test/resources/golden");
    private static final boolean UPDATE = Boolean.getBoolean("iskra.golden.update");

    @TestFactory
    Stream<DynamicTest> goldenResponses() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.filter(f -> f.toString().endsWith(".graphql")).sorted().toList().stream()
                    .map(f -> DynamicTest.dynamicTest(
                            f.getFileName().toString().replace(".graphql", ""), () -> check(f)));
        }
    }

    private static void check(Path request) throws IOException {
        String response = server.graphql(Files.readString(request)).body();
        JsonNode actual = Json.read(response);
        Path expectedFile = Path.of(request.toString().replace(".graphql", ".json"));
        String pretty =
                Json.MAPPER.copy().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(actual) + "\n";
        if (UPDATE) {
            Files.writeString(expectedFile, pretty);
        }
        assertTrue(
                Files.exists(expectedFile),
                "no golden answer " + expectedFile.getFileName() + " for " + request.getFileName()
                        + "; write it with -Diskra.golden.update=true and review it before committing it");
        assertEquals(Files.readString(expectedFile), pretty);
    }
}
