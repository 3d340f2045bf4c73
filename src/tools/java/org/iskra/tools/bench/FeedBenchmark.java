package org.iskra.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.iskra.core.Directories;
import org.iskra.server.Config;
import org.iskra.server.HttpApi;
import org.iskra.server.IskraApp;
import org.jspecify.annotations.Nullable;

/**
 * The delay from a write to its delivery to subscribers: {@code subscribers} clients follow the {@code changes}
 * subscription over WebSocket (graphql-transport-ws) while one writer sends an {@code importFacts} of {@code people}
 * new people every {@code 1/rate} s for {@code seconds}. For each write it reports when the writer had its answer and
 * when each subscriber had the write's first change, both counted from when the write was sent.
 */
public final class FeedBenchmark {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TOKEN = "feed-bench-" + Long.toHexString(System.nanoTime());
    private static final String SUBSCRIPTION =
            "subscription($after: String) { changes(after: $after) { sequence subjectId } }";
    private static final String IMPORT = "mutation($input: FactBatch!) { importFacts(input: $input) { applied } }";

    private FeedBenchmark() {}

    public static void run(int subscribers, int seconds, int rate, int people) throws Exception {
        run(subscribers, seconds, rate, people, false);
    }

    /**
     * With {@code stuck}, the run is made twice: as above, then with one more subscriber that never reads (writers
     * should not notice).
     */
    public static void run(int subscribers, int seconds, int rate, int people, boolean stuck) throws Exception {
        Path store = Files.createTempDirectory("iskra-feed-bench");
        Config config = Config.from(
                List.of(
                        "--port",
                        "0",
                        "--store",
                        store.toString(),
                        "--data",
                        "/nonexistent",
                        "--write-tokens",
                        "bench:" + TOKEN),
                Map.of());
        try (IskraApp app = IskraApp.open(config)) {
            Javalin http = HttpApi.create(app).start(0);
            try {
                measure(http.port(), subscribers, seconds, rate, people, false);
                if (stuck) {
                    measure(http.port(), subscribers, seconds, rate, people, true);
                }
            } finally {
                http.stop();
            }
        } finally {
            Directories.deleteQuietly(store);
        }
    }

    private static void measure(int port, int subscribers, int seconds, int rate, int people, boolean stuck)
            throws Exception {
        HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        URI graphql = URI.create("http://127.0.0.1:" + port + "/graphql");
        long version = post(client, graphql, "{ dataVersion }", Map.of())
                .at("/data/dataVersion")
                .asLong();
        Map<String, Long> sentAt = new ConcurrentHashMap<>();
        Latencies delivered = new Latencies();
        Latencies acknowledged = new Latencies();
        int writes = seconds * rate;
        CountDownLatch all = new CountDownLatch(subscribers * writes);
        List<WebSocket> sockets = new ArrayList<>();
        for (int i = 0; i < subscribers; i++) {
            sockets.add(subscriber(client, port, version, sentAt, delivered, all));
        }
        WebSocket stuckSocket = stuck ? stuck(client, port, version) : null;
        Thread.sleep(500);
        long interval = 1_000_000_000L / rate;
        long start = System.nanoTime();
        for (int w = 0; w < writes; w++) {
            long due = start + w * interval;
            long wait = due - System.nanoTime();
            if (wait > 0) {
                TimeUnit.NANOSECONDS.sleep(wait);
            }
            String prefix = (stuck ? "fs" : "fb") + w; // new ids in each run, so that every write changes something
            List<Map<String, Object>> persons = new ArrayList<>();
            for (int p = 0; p < people; p++) {
                persons.add(
                        Map.of("id", prefix + "-p" + p, "name", "Person " + p, "sources", List.of(prefix + "-src")));
            }
            Map<String, Object> batch = Map.of(
                    "sources",
                    List.of(Map.of("id", prefix + "-src", "title", "Source " + w, "tier", "reference")),
                    "people",
                    persons);
            long sent = System.nanoTime();
            sentAt.put(prefix + "-src", sent);
            JsonNode answer = post(client, graphql, IMPORT, Map.of("input", batch));
            acknowledged.add(
                    System.nanoTime() - sent,
                    answer.at("/data/importFacts/applied").asBoolean());
        }
        double writing = (System.nanoTime() - start) / 1e9;
        boolean complete = all.await(60, TimeUnit.SECONDS);
        sockets.forEach(s -> s.abort());
        if (stuckSocket != null) {
            stuckSocket.abort();
        }
        Latencies.Summary d = delivered.summary(writing);
        Latencies.Summary a = acknowledged.summary(writing);
        System.out.printf(
                "%s%d subscribers, %d writes of %d records (%d changes each) at %d writes/s for %d s%s%n",
                stuck ? "with one more subscriber that never reads: " : "",
                subscribers,
                writes,
                people + 1,
                people + 1,
                rate,
                seconds,
                complete ? "" : "; NOT every change was delivered within 60 s");
        System.out.printf(
                "write sent → writer has its answer:        p50 %6.1f ms  p99 %6.1f ms  (%d writes, %d failed)%n",
                a.p50(), a.p99(), a.requests(), a.errors());
        System.out.printf(
                "write sent → subscriber has its change:    p50 %6.1f ms  p99 %6.1f ms  (%d deliveries)%n",
                d.p50(), d.p99(), d.requests());
    }

    private static WebSocket subscriber(
            HttpClient client,
            int port,
            long after,
            Map<String, Long> sentAt,
            Latencies delivered,
            CountDownLatch all) {
        WebSocket.Listener listener = new WebSocket.Listener() {
            private final StringBuilder partial = new StringBuilder();

            @Override
            public @Nullable CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
                partial.append(data);
                if (last) {
                    long now = System.nanoTime();
                    try {
                        JsonNode m = JSON.readTree(partial.toString());
                        if (m.path("type").asText().equals("connection_ack")) {
                            socket.sendText(
                                    JSON.writeValueAsString(Map.of(
                                            "id",
                                            "b",
                                            "type",
                                            "subscribe",
                                            "payload",
                                            Map.of(
                                                    "query",
                                                    SUBSCRIPTION,
                                                    "variables",
                                                    Map.of("after", String.valueOf(after))))),
                                    true);
                        } else if (m.path("type").asText().equals("next")) {
                            Long sent = sentAt.get(
                                    m.at("/payload/data/changes/subjectId").asText());
                            if (sent != null) {
                                delivered.add(now - sent, true);
                                all.countDown();
                            }
                        }
                    } catch (IOException e) {
                        throw new IllegalStateException(e);
                    }
                    partial.setLength(0);
                }
                socket.request(1);
                return null;
            }
        };
        WebSocket socket = client.newWebSocketBuilder()
                .subprotocols("graphql-transport-ws")
                .buildAsync(URI.create("ws://127.0.0.1:" + port + "/graphql"), listener)
                .join();
        socket.sendText("{\"type\":\"connection_init\"}", true);
        return socket;
    }

    /** A subscriber that takes its acknowledgement and then never reads again, with wide messages (45 aliases each). */
    private static WebSocket stuck(HttpClient client, int port, long after) throws Exception {
        StringBuilder wide = new StringBuilder("subscription($after: String) { changes(after: $after) { sequence");
        for (int i = 0; i < 45; i++) {
            wide.append(" a").append(i).append(": subjectId");
        }
        String subscribe = JSON.writeValueAsString(Map.of(
                "id",
                "stuck",
                "type",
                "subscribe",
                "payload",
                Map.of("query", wide.append(" } }").toString(), "variables", Map.of("after", String.valueOf(after)))));
        WebSocket.Listener listener = new WebSocket.Listener() {
            @Override
            public @Nullable CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
                if (data.toString().contains("connection_ack")) {
                    socket.sendText(subscribe, true);
                }
                return null; // and asks for nothing more: the socket is no longer read
            }
        };
        WebSocket socket = client.newWebSocketBuilder()
                .subprotocols("graphql-transport-ws")
                .buildAsync(URI.create("ws://127.0.0.1:" + port + "/graphql"), listener)
                .join();
        socket.sendText("{\"type\":\"connection_init\"}", true);
        return socket;
    }

    private static JsonNode post(HttpClient client, URI uri, String query, Map<String, Object> variables)
            throws Exception {
        HttpRequest request = HttpRequest.newBuilder(uri)
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + TOKEN)
                .timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(
                        JSON.writeValueAsString(Map.of("query", query, "variables", variables))))
                .build();
        return JSON.readTree(
                client.send(request, HttpResponse.BodyHandlers.ofString()).body());
    }
}
