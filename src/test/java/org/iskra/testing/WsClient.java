package org.iskra.testing;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A {@code graphql-transport-ws} client for tests, on the JDK's WebSocket client: it sends the protocol's messages and
 * collects what the server sends, and the close code it ends with.
 */
public final class WsClient implements WebSocket.Listener, AutoCloseable {
    private final BlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
    private final CompletableFuture<Integer> closeCode = new CompletableFuture<>();
    private final StringBuilder partial = new StringBuilder();
    private volatile String closeReason;
    private WebSocket socket;

    private WsClient() {}

    /**
     * Opens a socket to {@code server}'s {@code /graphql} offering {@code subprotocols} (graphql-transport-ws when
     * none).
     */
    public static WsClient connect(TestServer server, String... subprotocols) {
        WsClient client = new WsClient();
        List<String> offered = subprotocols.length == 0 ? List.of("graphql-transport-ws") : List.of(subprotocols);
        WebSocket.Builder builder =
                HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10));
        builder.subprotocols(
                offered.getFirst(), offered.subList(1, offered.size()).toArray(String[]::new));
        client.socket = builder.buildAsync(URI.create(server.url("/graphql").replace("http://", "ws://")), client)
                .join();
        return client;
    }

    /** Sends {@code connection_init} and waits for {@code connection_ack}. */
    public WsClient init() {
        send(Map.of("type", "connection_init"));
        JsonNode ack = next();
        if (!"connection_ack".equals(ack.path("type").asText())) {
            throw new AssertionError("expected connection_ack, got " + ack);
        }
        return this;
    }

    /** Sends {@code subscribe} with the operation {@code query} under {@code id}. */
    public void subscribe(String id, String query, Map<String, Object> variables) {
        send(Map.of(
                "id",
                id,
                "type",
                "subscribe",
                "payload",
                variables == null ? Map.of("query", query) : Map.of("query", query, "variables", variables)));
    }

    public void send(Object message) {
        sendText(Json.write(message));
    }

    public void sendText(String text) {
        socket.sendText(text, true).join();
    }

    /** The next message, waiting up to 20 s. */
    public JsonNode next() {
        return next(Duration.ofSeconds(20));
    }

    public JsonNode next(Duration wait) {
        try {
            JsonNode message = received.poll(wait.toMillis(), TimeUnit.MILLISECONDS);
            if (message == null) {
                throw new AssertionError("no message within " + wait
                        + (closeCode.isDone() ? "; closed with " + closeCode.join() + " " + closeReason : ""));
            }
            return message;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The next message if one comes within {@code wait}, else null. */
    public JsonNode poll(Duration wait) throws InterruptedException {
        return received.poll(wait.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** The close code the server ended the socket with, waiting up to 20 s. */
    public int closeCode() {
        try {
            return closeCode.get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("the socket was not closed within 20 s", e);
        }
    }

    public String closeReason() {
        closeCode();
        return closeReason;
    }

    public boolean isClosed() {
        return closeCode.isDone();
    }

    /** Drops the connection without a closing handshake (a client that goes away). */
    public void abort() {
        socket.abort();
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            received.add(Json.read(partial.toString()));
            partial.setLength(0);
        }
        webSocket.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        closeReason = reason;
        closeCode.complete(statusCode);
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        closeReason = String.valueOf(error);
        closeCode.complete(-1);
    }

    @Override
    public void close() {
        if (!socket.isOutputClosed()) {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        }
        socket.abort();
    }
}
