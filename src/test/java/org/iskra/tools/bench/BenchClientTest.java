package org.iskra.tools.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The benchmark's two HTTP clients against a real HTTP server: what they count as answered, over kept-alive
 * connections.
 */
class BenchClientTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static Javalin server;

    @BeforeAll
    static void start() {
        server = Javalin.create(config -> config.routes.post("/graphql", ctx -> {
                    String query = JSON.readTree(ctx.body()).get("query").asText();
                    switch (query) {
                        case "errors" -> ctx.json(Map.of("errors", List.of(Map.of("message", "no"))));
                        case "refused" -> ctx.status(400).json(Map.of("data", "refused"));
                        case "streamed" ->
                            ctx.contentType("application/json")
                                    .result(new ByteArrayInputStream(("{\"data\":\"" + "x".repeat(100_000) + "\"}")
                                            .getBytes(StandardCharsets.UTF_8)));
                        case "streamed errors" ->
                            ctx.contentType("application/json")
                                    .result(new ByteArrayInputStream(
                                            ("{\"data\":\"" + "x".repeat(100_000) + "\",\"errors\":[]}")
                                                    .getBytes(StandardCharsets.UTF_8)));
                        default -> ctx.json(Map.of("data", Map.of("echo", query)));
                    }
                }))
                .start(0);
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    @ParameterizedTest
    @EnumSource(BenchClient.Kind.class)
    void countsOnlyAnswers200WithoutErrors(BenchClient.Kind kind) {
        try (BenchClient client = BenchClient.of(kind, server.port())) {
            for (int i = 0; i < 3; i++) { // the same connections, again and again
                assertTrue(client.post(BenchClient.body(JSON, "{ ok }")), "a plain answer");
                assertFalse(client.post(BenchClient.body(JSON, "errors")), "an answer with errors");
                assertFalse(client.post(BenchClient.body(JSON, "refused")), "a 400");
                assertTrue(client.post(BenchClient.body(JSON, "streamed")), "a long answer, streamed");
                assertFalse(
                        client.post(BenchClient.body(JSON, "streamed errors")),
                        "a long answer, streamed, with errors at its end");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(BenchClient.Kind.class)
    void aServerThatIsGoneIsAFailureNotAnException(BenchClient.Kind kind) {
        Javalin gone = Javalin.create().start(0);
        int port = gone.port();
        gone.stop();
        try (BenchClient client = BenchClient.of(kind, port)) {
            assertEquals(false, client.post(BenchClient.body(JSON, "{ ok }")));
        }
    }
}
