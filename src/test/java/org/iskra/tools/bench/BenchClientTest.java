package org.iskra.tools.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
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

    /**
     * A kept-alive socket the server closed while it sat idle (as Jetty does past its idle timeout) is not a failure:
     * the request is sent again on a new socket.
     */
    @Test
    void aKeptAliveSocketClosedWhileIdleIsReplaced() throws Exception {
        byte[] answer = "{\"data\":{\"ok\":true}}".getBytes(StandardCharsets.UTF_8);
        AtomicInteger accepted = new AtomicInteger();
        try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread serving = Thread.ofVirtual().start(() -> {
                // each connection: one answer with a length (so the client keeps it), then closed, as when idle
                while (!listener.isClosed()) {
                    try (Socket s = listener.accept()) {
                        accepted.incrementAndGet();
                        BufferedReader in = new BufferedReader(
                                new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII));
                        int length = 0;
                        for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine()) {
                            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                                length = Integer.parseInt(line.substring(15).trim());
                            }
                        }
                        in.skip(length); // the JSON body is ASCII here: one char a byte
                        OutputStream out = s.getOutputStream();
                        out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                                        + answer.length + "\r\n\r\n")
                                .getBytes(StandardCharsets.US_ASCII));
                        out.write(answer);
                        out.flush();
                    } catch (IOException e) {
                        return;
                    }
                }
            });
            try (BenchClient client = BenchClient.of(BenchClient.Kind.SOCKET, listener.getLocalPort())) {
                assertTrue(client.post(BenchClient.body(JSON, "{ ok }")), "the first request, on a new socket");
                Thread.sleep(100); // the server has closed that socket by now
                assertTrue(client.post(BenchClient.body(JSON, "{ ok }")), "sent again on a new socket");
            }
            assertEquals(2, accepted.get());
            listener.close();
            serving.join(5_000);
        }
    }
}
