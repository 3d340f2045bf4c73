package org.iskra.explorer;

import io.javalin.config.RoutesConfig;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The explorer: a researchers' page at {@code /} (HTML, CSS and JavaScript from this package's resources, Cytoscape.js
 * from its WebJar) that asks everything of {@code POST /graphql}.
 */
public final class ExplorerRoutes {
    /**
     * Only this app's own files: no inline script, no inline style but the one rule Cytoscape.js 3.33.1 inserts
     * ({@code .__________cytoscape_container { position: relative; }}), allowed by its hash.
     */
    public static final String CSP = "default-src 'self'; script-src 'self'; "
            + "style-src 'self' 'sha256-pgvDUBa4IjFA2yuSJ2cqcyxmNYJMborsd0ORcRv9vw8='; "
            + "img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
            + "form-action 'self'; frame-ancestors 'none'";

    private ExplorerRoutes() {}

    public static void register(RoutesConfig routes) {
        byte[] page = resource("index.html");
        byte[] script = resource("explorer.js");
        byte[] style = resource("explorer.css");
        routes.get(
                "/",
                ctx -> ctx.header("Content-Security-Policy", CSP)
                        .contentType("text/html; charset=utf-8")
                        .result(page));
        routes.get(
                "/explorer/explorer.js",
                ctx -> ctx.contentType("text/javascript; charset=utf-8").result(script));
        routes.get(
                "/explorer/explorer.css",
                ctx -> ctx.contentType("text/css; charset=utf-8").result(style));
    }

    private static byte[] resource(String name) {
        try (InputStream in = ExplorerRoutes.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing explorer resource " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
