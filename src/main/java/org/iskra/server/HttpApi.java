package org.iskra.server;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.plugin.bundled.CorsPluginConfig;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.regex.Pattern;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.iskra.core.RequestIds;
import org.iskra.explorer.ExplorerRoutes;
import org.iskra.graphql.SchemaFactory;
import org.iskra.importer.WriteTokens;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The HTTP surface: routes, CORS, request ids, transport limits (body 413, URL 414, headers 431, rate 429), and one
 * place where failures become JSON errors with a code.
 */
public final class HttpApi {
    private static final Logger LOG = LoggerFactory.getLogger(HttpApi.class);
    /** How long a stop waits for responses being written once every handler has returned. */
    private static final Duration RESPONSE_WRITE_BOUND = Duration.ofSeconds(5);

    private static final Pattern CLIENT_REQUEST_ID = Pattern.compile("[A-Za-z0-9._-]{1,64}");
    /** GraphiQL loads only this app's own assets; inline code is the page's bootstrap script. */
    static final String GRAPHIQL_CSP =
            "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
                    + "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

    /** A refused body is read this far so the client gets its answer; past it the connection is simply closed. */
    private static final long DISCARD_LIMIT = 32L * 1024 * 1024;

    private HttpApi() {}

    public static Javalin create(IskraApp app) {
        return create(app, new InFlight());
    }

    /** The HTTP API over {@code app}; {@code inFlight} counts running GraphQL requests for a graceful stop. */
    public static Javalin create(IskraApp app, InFlight inFlight) {
        Config settings = app.config();
        GraphQLHttp graphql = new GraphQLHttp(
                app.graphql(),
                WriteTokens.parse(settings.writeTokens()),
                app.graph()::version,
                app::waitingFor,
                app.graphql().feed()::latest);
        GraphQLWebSocket socket = new GraphQLWebSocket(app.graphql(), settings.ws(), app::waitingFor);
        app.graphql().feed().start();
        RateLimiter rateLimiter = new RateLimiter(settings.rateLimit());
        String sdl = SchemaFactory.sdl();
        String graphiqlPage = resource("graphiql.html");
        return Javalin.create(config -> {
            config.concurrency.useVirtualThreads = true;
            config.http.maxRequestSize = settings.http().maxBodyBytes();
            config.jetty.port = settings.port();
            config.jetty.modifyHttpConfiguration(
                    http -> http.setRequestHeaderSize(settings.http().maxHeaderBytes()));
            config.jetty.modifyServer(server -> {
                server.setErrorHandler(new JsonErrorHandler());
                // A handler returns before Javalin writes its result, so the count of running requests is down while
                // an answer may still be on its way. Jetty's GracefulHandler counts a request until its answer is
                // written, and a stop with a timeout waits for those (Javalin nests its servlet context inside it).
                server.setHandler(new GracefulHandler());
                server.setStopTimeout(RESPONSE_WRITE_BOUND.toMillis());
            });
            config.staticFiles.enableWebjars();
            config.bundledPlugins.enableCors(cors -> cors.addRule(rule -> allowOrigins(rule, settings.corsOrigins())));
            config.requestLogger.http(HttpApi::log);
            config.routes.before(HttpApi::tagRequest);
            config.routes.before(ctx -> checkUrlLength(ctx, settings.http().maxUrlLength()));
            config.routes.before("/graphql", ctx -> rateLimiter.acquire(ctx.ip()));
            config.routes.after(ctx -> RequestIds.clear());
            config.jetty.modifyWebSocketServletFactory(ws -> {
                ws.setMaxTextMessageSize(settings.ws().maxMessageBytes());
                ws.setIdleTimeout(settings.ws().idleTimeout());
            });
            socket.register(config.routes);
            config.routes.post("/graphql", inFlight.track(graphql::post));
            config.routes.get("/graphql", inFlight.track(graphql::get));
            config.routes.get(
                    "/graphiql",
                    ctx -> ctx.header("Content-Security-Policy", GRAPHIQL_CSP).html(graphiqlPage));
            config.routes.get(
                    "/schema.graphql",
                    ctx -> ctx.contentType("text/plain; charset=utf-8").result(sdl));
            config.routes.before("/export", ctx -> refuseWhileStarting(app));
            config.routes.before("/export/*", ctx -> refuseWhileStarting(app));
            config.routes.get("/health", ctx -> json(ctx, 200, Map.of("status", "alive")));
            ExportRoutes.register(config.routes, app);
            ExplorerRoutes.register(config.routes);
            config.routes.get("/ready", ctx -> ready(ctx, app));
            // an HttpError and an IskraException are always made with a message
            config.routes.exception(HttpError.class, (e, ctx) -> {
                e.headers().forEach(ctx::header);
                json(ctx, e.status(), Json.errorBody(e.code(), Objects.requireNonNull(e.getMessage())));
            });
            config.routes.exception(IskraException.class, (e, ctx) -> {
                if (e.code() == ErrorCode.INTERNAL) {
                    LOG.error("Request {} failed", RequestIds.current(), e);
                }
                json(ctx, e.code().httpStatus(), Json.errorBody(e.code(), Objects.requireNonNull(e.getMessage())));
            });
            config.routes.exception(
                    HttpResponseException.class, (e, ctx) -> transportError(ctx, e.getStatus(), settings.http()));
            config.routes.exception(Exception.class, (e, ctx) -> {
                LOG.error("Request {} failed", RequestIds.current(), e);
                json(
                        ctx,
                        500,
                        Json.errorBody(
                                ErrorCode.INTERNAL,
                                "Internal error; it was logged with request id " + RequestIds.current() + "."));
            });
            config.routes.error(404, ctx -> {
                String type = ctx.res().getContentType();
                if (type == null || !type.contains("json")) {
                    notFound(ctx);
                }
            });
        });
    }

    /**
     * 200 once the start-up has put the schema and the data in place and while the graph answers; else 503, saying what
     * the start-up waits for ({@code "waitingFor": ["schema", "data"]}).
     */
    private static void ready(Context ctx, IskraApp app) {
        List<String> waiting = app.waitingFor();
        if (!waiting.isEmpty()) {
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("status", "starting");
            body.put("waitingFor", waiting);
            json(ctx, 503, body);
            return;
        }
        boolean ready = app.isReady();
        json(ctx, ready ? 200 : 503, Map.of("status", ready ? "ready" : "graph unavailable"));
    }

    /** Exports read the whole graph: not before it is in place. */
    private static void refuseWhileStarting(IskraApp app) {
        List<String> waiting = app.waitingFor();
        if (!waiting.isEmpty()) {
            throw new HttpError(
                    503,
                    ErrorCode.UNAVAILABLE,
                    "Iskra is starting: waiting for the " + String.join(" and the ", waiting)
                            + " to be in place (GET /ready answers 200 once they are); try again shortly.",
                    Map.of("Retry-After", "5"));
        }
    }

    private static void allowOrigins(CorsPluginConfig.CorsRule rule, List<String> origins) {
        if (origins.contains("*")) {
            rule.anyHost();
        } else {
            rule.allowHost(
                    origins.getFirst(), origins.subList(1, origins.size()).toArray(String[]::new));
        }
        rule.allowCredentials = false;
        rule.exposeHeader("X-Request-Id");
        rule.exposeHeader("Retry-After");
        rule.exposeHeader(GraphQLHttp.DATA_VERSION);
    }

    /** Javalin's own refusals (body too large, no such route, …) as JSON errors with a code. */
    private static void transportError(Context ctx, int status, HttpLimits limits) {
        switch (status) {
            case 413 -> {
                discardBody(ctx);
                ctx.header("Connection", "close");
                json(
                        ctx,
                        413,
                        Json.errorBody(
                                ErrorCode.BAD_USER_INPUT,
                                "The request body is larger than " + limits.maxBodyBytes()
                                        + " bytes; send a smaller document or fewer variables."));
            }
            case 404 -> notFound(ctx);
            default ->
                json(
                        ctx,
                        status,
                        Json.errorBody(
                                status >= 500 ? ErrorCode.INTERNAL : ErrorCode.BAD_USER_INPUT,
                                "The request was refused (HTTP " + status + ")."));
        }
    }

    /**
     * Reads and drops a refused body (up to {@link #DISCARD_LIMIT}) before answering: closing a connection with unread
     * bytes resets it, and the client would lose the 413 it is owed while still sending.
     */
    private static void discardBody(Context ctx) {
        try (InputStream in = ctx.req().getInputStream()) {
            long dropped = 0;
            byte[] buffer = new byte[64 * 1024];
            for (int n; dropped < DISCARD_LIMIT && (n = in.read(buffer)) != -1; ) {
                dropped += n;
            }
        } catch (IOException | RuntimeException e) {
            LOG.debug("Could not read past a refused body: {}", e.toString()); // the client went away; nothing is owed
        }
    }

    private static void notFound(Context ctx) {
        json(
                ctx,
                404,
                Json.errorBody(
                        ErrorCode.NOT_FOUND,
                        "No such endpoint: " + ctx.method() + " " + ctx.path()
                                + "; see / (the explorer), /graphql, /graphiql, /schema.graphql, /export, /health, /ready"));
    }

    private static void checkUrlLength(Context ctx, int max) {
        String query = ctx.queryString();
        int length = ctx.path().length() + (query == null ? 0 : query.length() + 1);
        if (length > max) {
            throw new HttpError(
                    414,
                    ErrorCode.BAD_USER_INPUT,
                    "The request URL has " + length + " characters, more than the limit of " + max
                            + "; send the query with POST and a JSON body instead of GET.");
        }
    }

    /** Takes the client's {@code X-Request-Id} when it is a short token, else makes one; logs and answers carry it. */
    private static void tagRequest(Context ctx) {
        String given = ctx.header("X-Request-Id");
        String id = given != null && CLIENT_REQUEST_ID.matcher(given).matches()
                ? given
                : UUID.randomUUID().toString().substring(0, 8);
        RequestIds.set(id);
        ctx.header("X-Request-Id", id);
    }

    private static void log(Context ctx, Float millis) {
        int status = ctx.statusCode();
        String id = ctx.res().getHeader("X-Request-Id");
        if (ctx.path().equals("/ready") || ctx.path().equals("/health")) {
            LOG.debug(
                    "{} {} -> {} in {} ms (request {})",
                    ctx.method(),
                    ctx.path(),
                    status,
                    Math.round(millis),
                    id); // probes poll; start-up and the driver log their own state
        } else if (status >= 500) {
            LOG.warn("{} {} -> {} in {} ms (request {})", ctx.method(), ctx.path(), status, Math.round(millis), id);
        } else if (status >= 400) {
            LOG.info("{} {} -> {} in {} ms (request {})", ctx.method(), ctx.path(), status, Math.round(millis), id);
        } else if (LOG.isDebugEnabled()) {
            LOG.debug("{} {} -> {} in {} ms (request {})", ctx.method(), ctx.path(), status, Math.round(millis), id);
        }
    }

    static void json(Context ctx, int status, Object body) {
        ctx.status(status).contentType("application/json; charset=utf-8").result(Json.bytes(body));
    }

    private static String resource(String name) {
        try (InputStream in = HttpApi.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
