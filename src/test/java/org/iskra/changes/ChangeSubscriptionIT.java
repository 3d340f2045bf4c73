package org.iskra.changes;

import static org.iskra.changes.ChangeFeedIT.SUBSCRIPTION;
import static org.iskra.changes.ChangeFeedIT.people;
import static org.iskra.changes.ChangeFeedIT.prefix;
import static org.iskra.changes.ChangeFeedIT.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.WebSocketHandshakeException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.iskra.testing.Json;
import org.iskra.testing.RawWsClient;
import org.iskra.testing.TestServer;
import org.iskra.testing.WsClient;
import org.junit.jupiter.api.Test;

/**
 * The {@code changes} subscription under stress and misuse, each test on a server of its own: resuming from a cursor,
 * many subscribers, a subscriber that stops reading, protocol errors, and a restart.
 */
class ChangeSubscriptionIT {
    private static final String TOKEN_ARGS = "loader:feed-token";

    private static TestServer server(String... extra) {
        List<String> args = new ArrayList<>(List.of("--write-tokens", TOKEN_ARGS));
        args.addAll(List.of(extra));
        return TestServer.start(args.toArray(String[]::new));
    }

    private static long dataVersion(TestServer server) {
        return server.data("{ dataVersion }").get("dataVersion").asLong();
    }

    /** The sequence numbers of the next {@code n} events of subscription {@code id}. */
    private static List<Long> take(WsClient client, String id, int n) {
        List<Long> seqs = new ArrayList<>();
        while (seqs.size() < n) {
            JsonNode next = client.next();
            assertEquals("next", next.get("type").asText(), next.toString());
            assertEquals(id, next.get("id").asText());
            seqs.add(next.at("/payload/data/changes/sequence").asLong());
        }
        return seqs;
    }

    private static List<Long> range(long after, int n) {
        List<Long> r = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            r.add(after + i);
        }
        return r;
    }

    @Test
    void aDisconnectInTheMiddleOfAStreamResumesFromTheCursorWithNothingLostOrRepeated() throws Exception {
        try (TestServer server = server()) {
            long before = dataVersion(server);
            write(server, people(prefix(), 99)); // 100 changes
            List<Long> received = new ArrayList<>();
            String cursor;
            try (WsClient first = WsClient.connect(server).init()) {
                first.subscribe("s", SUBSCRIPTION, Map.of("after", String.valueOf(before)));
                JsonNode last = null;
                for (int i = 0; i < 37; i++) {
                    last = first.next();
                    received.add(last.at("/payload/data/changes/sequence").asLong());
                }
                cursor = last.at("/payload/data/changes/cursor").asText();
                first.abort(); // gone, mid-stream, without a closing handshake
            }
            write(server, people(prefix(), 49)); // 50 more while away
            try (WsClient again = WsClient.connect(server).init()) {
                again.subscribe("s", SUBSCRIPTION, Map.of("after", cursor));
                received.addAll(take(again, "s", 150 - 37));
                assertNull(again.poll(Duration.ofMillis(500)), "nothing after the last change");
            }
            assertEquals(range(before, 150), received);
        }
    }

    @Test
    void eightConcurrentSubscribersReceiveAThousandChangesEachWithNoneLost() throws Exception {
        try (TestServer server = server()) {
            long before = dataVersion(server);
            List<WsClient> clients = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                WsClient client = WsClient.connect(server).init();
                client.subscribe("c" + i, SUBSCRIPTION, Map.of("after", String.valueOf(before)));
                clients.add(client);
            }
            ExecutorService readers = Executors.newFixedThreadPool(8);
            List<Future<List<Long>>> got = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                WsClient client = clients.get(i);
                String id = "c" + i;
                got.add(readers.submit(() -> take(client, id, 1000)));
            }
            for (int batch = 0; batch < 10; batch++) {
                write(server, people(prefix(), 99)); // 10 writes of 100 changes while they read
            }
            for (Future<List<Long>> g : got) {
                assertEquals(range(before, 1000), g.get());
            }
            readers.shutdown();
            clients.forEach(WsClient::close);
        }
    }

    @Test
    void aSubscriberThatNeverReadsIsClosedWhileWritesGoOn() throws Exception {
        try (TestServer server = server("--ws-max-pending", "64", "--max-aliases", "400")) {
            long before = dataVersion(server);
            int port = Integer.parseInt(server.url("").replaceAll(".*:(\\d+).*", "$1"));
            try (RawWsClient stuck = new RawWsClient(port, "/graphql", "graphql-transport-ws", 2048);
                    WsClient healthy = WsClient.connect(server).init()) {
                stuck.sendText("{\"type\":\"connection_init\"}");
                assertEquals(
                        "connection_ack",
                        Json.read(stuck.read().text()).get("type").asText());
                // big messages (390 aliases of the id, about 11 kB), so that what the subscriber leaves unread soon
                // outgrows the sockets' buffers
                StringBuilder wide =
                        new StringBuilder("subscription($after: String) { changes(after: $after) { sequence");
                for (int i = 0; i < 390; i++) {
                    wide.append(" a").append(i).append(": subjectId");
                }
                stuck.sendText(Json.write(Map.of(
                        "id",
                        "stuck",
                        "type",
                        "subscribe",
                        "payload",
                        Map.of(
                                "query",
                                wide.append(" } }").toString(),
                                "variables",
                                Map.of("after", String.valueOf(before)))))); // and never reads again
                healthy.subscribe("ok", SUBSCRIPTION, Map.of("after", String.valueOf(before)));
                int changes = 0;
                for (int batch = 0;
                        batch < 3;
                        batch++) { // 1,200 changes of 11 kB: more than the sockets' buffers (4 MB at most here)
                    write(server, people(prefix(), 399));
                    changes += 400;
                }
                assertEquals(
                        range(before, changes),
                        take(healthy, "ok", changes),
                        "the reading subscriber got every change");
                // the stuck one was sent what fits in the buffers, in order, then the close: 1013, try again later
                List<Long> seen = new ArrayList<>();
                RawWsClient.Frame frame;
                while ((frame = stuck.read()) != null && frame.opcode() != 8) {
                    if (frame.opcode() != 1) {
                        continue; // the server's pings
                    }
                    seen.add(Json.read(frame.text())
                            .at("/payload/data/changes/sequence")
                            .asLong());
                }
                assertTrue(frame != null, "the server closed the socket with a close frame");
                assertEquals(1013, frame.closeCode(), frame.text());
                assertTrue(seen.size() < changes, "closed before it was sent everything: " + seen.size());
                assertEquals(
                        range(before, seen.size()),
                        seen,
                        "what it got is in order, so it resumes from its last cursor");
            }
        }
    }

    @Test
    void protocolViolationsCloseTheSocketWithTheProtocolsCodes() throws Exception {
        try (TestServer server = server("--ws-init-timeout", "1s", "--ws-max-message", "2k")) {
            try (WsClient wrongProtocol = WsClient.connect(server, "graphql-ws")) {
                assertEquals(4406, wrongProtocol.closeCode());
            }
            try (WsClient beforeAck = WsClient.connect(server)) {
                beforeAck.subscribe("x", SUBSCRIPTION, null);
                assertEquals(4401, beforeAck.closeCode());
            }
            try (WsClient twice = WsClient.connect(server).init()) {
                twice.send(Map.of("type", "connection_init"));
                assertEquals(4429, twice.closeCode());
            }
            try (WsClient sameId = WsClient.connect(server).init()) {
                sameId.subscribe("x", SUBSCRIPTION, null);
                sameId.subscribe("x", SUBSCRIPTION, null);
                assertEquals(4409, sameId.closeCode());
                assertTrue(sameId.closeReason().contains("x"), sameId.closeReason());
            }
            for (String malformed : List.of(
                    "not json",
                    "[1,2]",
                    "{\"id\":\"a\"}",
                    "{\"type\":\"next\",\"id\":\"a\"}",
                    "{\"type\":\"subscribe\",\"id\":\"a\",\"payload\":{}}",
                    "{\"type\":\"subscribe\",\"payload\":{\"query\":\"{ dataVersion }\"}}")) {
                try (WsClient client = WsClient.connect(server).init()) {
                    client.sendText(malformed);
                    assertEquals(4400, client.closeCode(), malformed);
                }
            }
            try (WsClient silent = WsClient.connect(server)) {
                assertEquals(4408, silent.closeCode(), "no connection_init within the time allowed");
            }
            try (WsClient tooBig = WsClient.connect(server).init()) {
                tooBig.subscribe("big", "{ dataVersion }" + " ".repeat(4096), null);
                assertEquals(
                        1009, tooBig.closeCode(), "a message over --ws-max-message closes the socket: message too big");
            }
            try (WsClient invalid = WsClient.connect(server).init()) {
                invalid.subscribe("bad", "subscription { changes { noSuchField } }", null);
                JsonNode error = invalid.next();
                assertEquals("error", error.get("type").asText(), error.toString());
                assertEquals("bad", error.get("id").asText());
                assertTrue(
                        error.get("payload").isArray() && error.get("payload").size() > 0, error.toString());
                invalid.send(Map.of("type", "ping"));
                assertEquals("pong", invalid.next().get("type").asText());
                invalid.subscribe("q", "{ dataVersion }", null);
                assertEquals("next", invalid.next().get("type").asText());
                JsonNode complete = invalid.next();
                assertEquals("complete", complete.get("type").asText());
                assertEquals("q", complete.get("id").asText());
            }
        }
    }

    @Test
    void tooManySocketsFromOneAddressAreRefusedBeforeTheUpgrade() {
        try (TestServer server = server("--ws-max-connections", "2")) {
            WsClient a = WsClient.connect(server).init();
            WsClient b = WsClient.connect(server).init();
            int status = 0;
            try {
                WsClient.connect(server).close();
            } catch (CompletionException e) {
                status = e.getCause() instanceof WebSocketHandshakeException h
                        ? h.getResponse().statusCode()
                        : -1;
            }
            assertEquals(429, status, "a third socket from the same address is refused before the upgrade");
            a.close();
            b.close();
        }
    }

    @Test
    void afterARestartCursorsStillResume() throws Exception {
        long before;
        String cursor;
        try (TestServer first = server()) {
            before = dataVersion(first);
            write(first, people(prefix(), 9));
            try (WsClient client = WsClient.connect(first).init()) {
                client.subscribe("r", SUBSCRIPTION, Map.of("after", String.valueOf(before)));
                JsonNode last = null;
                for (int i = 0; i < 10; i++) {
                    last = client.next();
                }
                cursor = last.at("/payload/data/changes/cursor").asText();
            }
        }
        try (TestServer second = server()) { // a new server process state over the same database
            write(second, people(prefix(), 4));
            try (WsClient client = WsClient.connect(second).init()) {
                client.subscribe("r", SUBSCRIPTION, Map.of("after", cursor));
                assertEquals(range(before + 10, 5), take(client, "r", 5));
            }
            JsonNode page = second.data("{ changes(after: \"" + cursor + "\") { nodes { sequence } } }");
            assertEquals(5, page.at("/changes/nodes").size());
        }
    }
}
