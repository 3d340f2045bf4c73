package org.iskra.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import graphql.ExecutionResult;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsCloseContext;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.net.InetSocketAddress;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.eclipse.jetty.websocket.api.Callback;
import org.iskra.core.ErrorCode;
import org.iskra.graphql.GraphQLRequest;
import org.iskra.graphql.GraphQLService;
import org.jspecify.annotations.Nullable;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code /graphql} over WebSocket, speaking {@code graphql-transport-ws} (the protocol of the {@code graphql-ws} client
 * and of GraphiQL): {@code connection_init} → {@code connection_ack}, then {@code subscribe} / {@code next} /
 * {@code error} / {@code complete}, and {@code ping} / {@code pong}; protocol violations close the socket with the
 * protocol's codes (4400, 4401, 4406, 4408, 4409, 4429). A subscription is sent what it is asked for and no more
 * (reactive-streams demand): one whose client does not take {@code maxPending} messages is closed with 1013, and
 * resumes from its last cursor; writers never wait for subscribers.
 */
final class GraphQLWebSocket {
    static final String PROTOCOL = "graphql-transport-ws";
    private static final Logger LOG = LoggerFactory.getLogger(GraphQLWebSocket.class);

    private final GraphQLService graphql;
    private final WsLimits limits;
    private final Supplier<List<String>> waitingFor;
    private final Map<String, AtomicInteger> openPerClient = new ConcurrentHashMap<>();
    private final Map<String, Socket> sockets = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "iskra-ws-timer");
        t.setDaemon(true);
        return t;
    });

    GraphQLWebSocket(GraphQLService graphql, WsLimits limits, Supplier<List<String>> waitingFor) {
        this.graphql = graphql;
        this.limits = limits;
        this.waitingFor = waitingFor;
    }

    void register(RoutesConfig routes) {
        routes.wsBeforeUpgrade("/graphql", this::beforeUpgrade);
        routes.ws("/graphql", ws -> {
            ws.onConnect(this::open);
            ws.onMessage(this::message);
            ws.onClose(this::closed);
            ws.onError(ctx -> LOG.debug("WebSocket {} failed: {}", ctx.sessionId(), String.valueOf(ctx.error())));
        });
    }

    /** Refuses, before the upgrade, a client that holds its quota of sockets already. */
    private void beforeUpgrade(Context ctx) {
        AtomicInteger open = openPerClient.get(ctx.ip());
        if (open != null && open.get() >= limits.maxConnections()) {
            throw new HttpError(
                    429,
                    ErrorCode.BAD_USER_INPUT,
                    "This address holds " + limits.maxConnections()
                            + " WebSocket connections already (--ws-max-connections); close one, or run several subscriptions on one socket.",
                    Map.of("Retry-After", "5"));
        }
    }

    private void open(WsConnectContext ctx) {
        String client = clientOf(ctx);
        Socket socket = new Socket(ctx, client);
        sockets.put(ctx.sessionId(), socket);
        int open =
                openPerClient.computeIfAbsent(client, k -> new AtomicInteger()).incrementAndGet();
        ctx.session.setIdleTimeout(limits.idleTimeout());
        ctx.session.setMaxTextMessageSize(limits.maxMessageBytes());
        String protocols = ctx.header("Sec-WebSocket-Protocol");
        if (protocols == null
                || Arrays.stream(protocols.split(",")).map(String::strip).noneMatch(PROTOCOL::equals)) {
            socket.close(4406, "Subprotocol not acceptable: use " + PROTOCOL);
            return;
        }
        if (open > limits.maxConnections()) {
            socket.close(1008, "Too many connections from this address (--ws-max-connections)");
            return;
        }
        ctx.enableAutomaticPings(30, TimeUnit.SECONDS);
        socket.initTimer = timer.schedule(
                () -> {
                    if (!socket.initialised) {
                        socket.close(4408, "Connection initialisation timeout");
                    }
                },
                limits.initTimeout().toMillis(),
                TimeUnit.MILLISECONDS);
    }

    private void closed(WsCloseContext ctx) {
        Socket socket = sockets.remove(ctx.sessionId());
        if (socket == null) {
            return;
        }
        socket.closed = true;
        if (socket.initTimer != null) {
            socket.initTimer.cancel(false);
        }
        socket.operations.values().forEach(Operation::cancel);
        socket.operations.clear();
        openPerClient.computeIfPresent(socket.client, (k, n) -> n.decrementAndGet() <= 0 ? null : n);
    }

    private void message(WsMessageContext ctx) {
        Socket socket = sockets.get(ctx.sessionId());
        if (socket == null || socket.closed) {
            return;
        }
        Map<String, Object> message;
        try {
            message = socket.parse(ctx.message());
        } catch (IllegalArgumentException e) {
            socket.close(4400, Objects.requireNonNull(e.getMessage())); // parse's refusals say why
            return;
        }
        String type = (String) Objects.requireNonNull(message.get("type")); // parse checked it is a string
        switch (type) {
            case "connection_init" -> init(socket);
            case "ping" ->
                socket.send(
                        message.containsKey("payload")
                                ? Map.of("type", "pong", "payload", message.get("payload"))
                                : Map.of("type", "pong"));
            case "pong" -> {}
            case "subscribe" -> subscribe(socket, message);
            case "complete" -> {
                Operation operation = socket.operations.remove(String.valueOf(message.get("id")));
                if (operation != null) {
                    operation.cancel();
                }
            }
            default -> socket.close(4400, "Invalid message: a client may not send \"" + type + "\"");
        }
    }

    private void init(Socket socket) {
        if (socket.initialised) {
            socket.close(4429, "Too many initialisation requests");
            return;
        }
        socket.initialised = true;
        if (!waitingFor.get().isEmpty()) {
            socket.close(1013, "Iskra is starting; try again shortly");
            return;
        }
        socket.acknowledged = true;
        socket.send(Map.of("type", "connection_ack"));
    }

    private void subscribe(Socket socket, Map<String, Object> message) {
        if (!socket.acknowledged) {
            socket.close(4401, "Unauthorized: send connection_init and wait for connection_ack first");
            return;
        }
        if (!(message.get("id") instanceof String id) || id.isEmpty()) {
            socket.close(4400, "Invalid message: subscribe needs a non-empty string id");
            return;
        }
        if (!(message.get("payload") instanceof Map<?, ?> payload)
                || !(payload.get("query") instanceof String query)
                || query.isBlank()) {
            socket.close(4400, "Invalid message: subscribe needs a payload with a non-empty string query");
            return;
        }
        Object variables = payload.get("variables");
        Object operationName = payload.get("operationName");
        if (variables != null && !(variables instanceof Map)
                || operationName != null && !(operationName instanceof String)) {
            socket.close(4400, "Invalid message: variables must be an object and operationName a string");
            return;
        }
        Operation operation = new Operation(socket, id);
        if (socket.operations.putIfAbsent(id, operation) != null) {
            socket.close(4409, "Subscriber for " + id + " already exists");
            return;
        }
        @SuppressWarnings("unchecked")
        GraphQLRequest request = new GraphQLRequest(query, (String) operationName, (Map<String, Object>) variables);
        Thread.ofVirtual().name("iskra-ws-operation").start(() -> operation.run(request));
    }

    private static String clientOf(WsContext ctx) {
        return ctx.session.getRemoteSocketAddress() instanceof InetSocketAddress address && address.getAddress() != null
                ? address.getAddress().getHostAddress()
                : String.valueOf(ctx.session.getRemoteSocketAddress());
    }

    /** One socket: its protocol state, its operations by id, and its messages not yet written. */
    private final class Socket {
        private final WsContext ctx;
        private final String client;
        private final Map<String, Operation> operations = new ConcurrentHashMap<>();
        private final AtomicInteger pending = new AtomicInteger();
        private volatile boolean initialised;
        private volatile boolean acknowledged;
        private volatile boolean closed;
        private volatile @Nullable ScheduledFuture<?> initTimer;

        Socket(WsContext ctx, String client) {
            this.ctx = ctx;
            this.client = client;
        }

        Map<String, Object> parse(String text) {
            Object parsed;
            try {
                parsed = Json.MAPPER.readValue(text, Object.class);
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException("Invalid message: not JSON");
            }
            if (!(parsed instanceof Map<?, ?> map) || !(map.get("type") instanceof String)) {
                throw new IllegalArgumentException("Invalid message: a JSON object with a string type is expected");
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> message = (Map<String, Object>) map;
            return message;
        }

        /** Sends a message; {@code written} runs once the socket took it. */
        synchronized void send(Map<String, Object> message, Runnable written) {
            if (closed) {
                return;
            }
            String text;
            try {
                text = Json.MAPPER.writeValueAsString(message);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
            pending.incrementAndGet();
            ctx.session.sendText(
                    text,
                    Callback.from(
                            () -> {
                                pending.decrementAndGet();
                                written.run();
                            },
                            failure -> close(1011, "Could not send")));
        }

        void send(Map<String, Object> message) {
            send(message, () -> {});
        }

        /** Messages sent but not yet written to the socket. */
        int pending() {
            return pending.get();
        }

        synchronized void close(int code, String reason) {
            if (closed) {
                return;
            }
            closed = true;
            operations.values().forEach(Operation::cancel);
            ctx.session.close(code, reason.length() > 120 ? reason.substring(0, 120) : reason, Callback.NOOP);
        }
    }

    /** One operation of a socket: a query answered once, or a subscription's stream. */
    private final class Operation implements Subscriber<ExecutionResult> {
        private final Socket socket;
        private final String id;
        private volatile @Nullable Subscription subscription;
        private volatile boolean cancelled;

        Operation(Socket socket, String id) {
            this.socket = socket;
            this.id = id;
        }

        void run(GraphQLRequest request) {
            ExecutionResult result = graphql.subscribe(request);
            if (result.getData() instanceof Publisher<?> stream) {
                @SuppressWarnings("unchecked")
                Publisher<ExecutionResult> events = (Publisher<ExecutionResult>) stream;
                events.subscribe(this);
                return;
            }
            if (!result.isDataPresent() && !result.getErrors().isEmpty()) {
                socket.operations.remove(id, this);
                socket.send(message("error", GraphQLHttp.specification(result).get("errors")));
                return;
            }
            socket.send(message("next", GraphQLHttp.specification(result)));
            complete();
        }

        void cancel() {
            cancelled = true;
            Subscription s = subscription;
            if (s != null) {
                s.cancel();
            }
        }

        @Override
        public void onSubscribe(Subscription s) {
            subscription = s;
            if (cancelled || socket.closed) {
                s.cancel();
                return;
            }
            s.request(limits.maxPending()
                    + 1L); // one more than may wait: its arrival while maxPending wait shows a client that does not
            // read
        }

        @Override
        public void onNext(ExecutionResult event) {
            if (cancelled) {
                return;
            }
            if (socket.pending() >= limits.maxPending()) {
                LOG.info(
                        "WebSocket subscriber {} at {} closed: {} messages not taken",
                        id,
                        socket.client,
                        socket.pending());
                socket.close(
                        1013,
                        "Try again later: this subscriber does not take its messages; resume after the last cursor received");
                return;
            }
            socket.send(message("next", GraphQLHttp.specification(event)), () -> {
                Subscription s = subscription;
                if (s != null && !cancelled) {
                    s.request(1);
                }
            });
        }

        @Override
        public void onError(Throwable t) {
            LOG.warn("Subscription {} at {} failed", id, socket.client, t);
            socket.send(
                    message(
                            "next",
                            GraphQLHttp.specification(
                                    GraphQLService.failure(
                                            ErrorCode.INTERNAL,
                                            "The subscription stopped on an internal error; subscribe again after the last cursor received."))));
            complete();
        }

        @Override
        public void onComplete() {
            complete();
        }

        private void complete() {
            if (socket.operations.remove(id, this)) {
                socket.send(Map.of("id", id, "type", "complete"));
            }
        }

        private Map<String, Object> message(String type, @Nullable Object payload) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", id);
            m.put("type", type);
            m.put("payload", payload);
            return m;
        }
    }
}
