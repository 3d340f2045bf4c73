package org.iskra.server;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.UUID;
import org.iskra.graphql.ErrorCode;
import org.iskra.graphql.RequestIds;
import org.iskra.graphql.SchemaFactory;
import org.iskra.importer.FactExporter;
import org.iskra.importer.WriteTokens;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The HTTP surface: routes, CORS, request ids, and one place where failures become JSON errors. */
public final class HttpApi {
    private static final Logger LOG = LoggerFactory.getLogger(HttpApi.class);
    /** GraphiQL loads only this app's own assets; inline code is the page's bootstrap script. */
    static final String GRAPHIQL_CSP = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
            + "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

    private HttpApi() {}

    public static Javalin create(IskraApp app) {
        GraphQLHttp graphql = new GraphQLHttp(app.graphql(), WriteTokens.parse(app.config().writeTokens()));
        String sdl = SchemaFactory.sdl();
        String graphiqlPage = resource("graphiql.html");
        return Javalin.create(config -> {
            config.concurrency.useVirtualThreads = true;
            config.http.maxRequestSize = 1_000_000;
            config.jetty.port = app.config().port();
            config.staticFiles.enableWebjars();
            config.bundledPlugins.enableCors(cors -> cors.addRule(rule -> {
                rule.anyHost();
                rule.allowCredentials = false;
                rule.exposeHeader("X-Request-Id");
            }));
            config.routes.before(HttpApi::tagRequest);
            config.routes.after(ctx -> RequestIds.clear());
            config.routes.post("/graphql", graphql::post);
            config.routes.get("/graphql", graphql::get);
            config.routes.get("/graphiql", ctx -> ctx.header("Content-Security-Policy", GRAPHIQL_CSP).html(graphiqlPage));
            config.routes.get("/schema.graphql", ctx -> ctx.contentType("text/plain; charset=utf-8").result(sdl));
            config.routes.get("/export", ctx -> ctx.contentType("application/json; charset=utf-8")
                    .header("Content-Disposition", "attachment; filename=\"iskra-export.json\"")
                    .result(new FactExporter(app.graph()).exportJson()));
            config.routes.get("/health", ctx -> json(ctx, 200, Map.of("status", "alive")));
            org.iskra.research.ExportRoutes.register(config.routes, app);
            org.iskra.explorer.ExplorerRoutes.register(config.routes);
            config.routes.get("/ready", ctx -> {
                boolean ready = app.graph().isReady();
                json(ctx, ready ? 200 : 503, Map.of("status", ready ? "ready" : "graph unavailable"));
            });
            config.routes.exception(HttpError.class, (e, ctx) -> json(ctx, e.status(), Json.errorBody(e.code(), e.getMessage())));
            config.routes.exception(Exception.class, (e, ctx) -> {
                LOG.error("Request {} failed", RequestIds.current(), e);
                json(ctx, 500, Json.errorBody(ErrorCode.INTERNAL, "Internal error; it was logged with request id " + RequestIds.current() + "."));
            });
            config.routes.error(404, ctx -> {
                String type = ctx.res().getContentType();
                if (type == null || !type.contains("json")) {
                    json(ctx, 404, Json.errorBody(ErrorCode.NOT_FOUND, "No such endpoint: " + ctx.method() + " " + ctx.path()
                            + "; see / (the explorer), /graphql, /graphiql, /schema.graphql, /health, /ready"));
                }
            });
        });
    }

    private static void tagRequest(Context ctx) {
        String id = UUID.randomUUID().toString().substring(0, 8);
        RequestIds.set(id);
        ctx.header("X-Request-Id", id);
    }

    static void json(Context ctx, int status, Object body) {
        ctx.status(status).contentType("application/json; charset=utf-8").result(Json.bytes(body));
    }

    private static String resource(String name) {
        try (InputStream in = HttpApi.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
