package org.iskra.testing;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iskra.server.Config;
import org.iskra.server.HttpApi;
import org.iskra.server.IskraApp;
import org.iskra.store.Graph;

/** A real Iskra HTTP server on a free port over the test database, and a small client for it. */
public final class TestServer implements AutoCloseable {
    private final Javalin http;
    private final IskraApp app;
    private final HttpClient client = HttpClient.newHttpClient();

    private TestServer(IskraApp app) {
        this.app = app;
        this.http = HttpApi.create(app).start(0);
    }

    /** A server over the test database; {@code extraArgs} are configuration flags. */
    public static TestServer start(String... extraArgs) {
        return over(TestDatabase.graph(), extraArgs);
    }

    /** A server over {@code graph} (another way to the test database); {@code extraArgs} are configuration flags. */
    public static TestServer over(Graph graph, String... extraArgs) {
        List<String> args =
                new ArrayList<>(List.of("--port", "0", "--data", Path.of("data").toString()));
        args.addAll(List.of(extraArgs));
        return new TestServer(IskraApp.over(Config.from(args, Map.of()), graph));
    }

    public IskraApp app() {
        return app;
    }

    public String url(String path) {
        return "http://localhost:" + http.port() + path;
    }

    public HttpResponse<String> postJson(String path, String body, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url(path)))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i + 1 < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        return send(b.build());
    }

    public HttpResponse<String> post(String path, String body, String... headers) {
        HttpRequest.Builder b =
                HttpRequest.newBuilder(URI.create(url(path))).POST(HttpRequest.BodyPublishers.ofString(body));
        for (int i = 0; i + 1 < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        return send(b.build());
    }

    /** POSTs a GraphQL query (and variables) as JSON. */
    public HttpResponse<String> graphql(String query, Map<String, Object> variables) {
        Map<String, Object> body =
                variables == null ? Map.of("query", query) : Map.of("query", query, "variables", variables);
        return postJson("/graphql", Json.write(body));
    }

    public HttpResponse<String> graphql(String query) {
        return graphql(query, null);
    }

    /** The {@code data} of a query's answer; fails the test on any error. */
    public JsonNode data(String query) {
        JsonNode body = Json.read(graphql(query).body());
        if (body.has("errors")) {
            throw new AssertionError("the query failed: " + body);
        }
        return body.get("data");
    }

    public HttpResponse<String> get(String path, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url(path))).GET();
        for (int i = 0; i + 1 < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        return send(b.build());
    }

    public HttpResponse<String> getQuery(String query) {
        return get("/graphql?query=" + URLEncoder.encode(query, StandardCharsets.UTF_8));
    }

    private HttpResponse<String> send(HttpRequest request) {
        try {
            return client.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        http.stop();
        app.graphql().close();
    }
}
