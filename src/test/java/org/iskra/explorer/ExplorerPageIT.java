package org.iskra.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The explorer page over HTTP, without a browser: served at /, strict CSP, every asset local. */
class ExplorerPageIT {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void theExplorerIsServedAtTheRootWithAContentSecurityPolicy() {
        HttpResponse<String> page = server.get("/");
        assertEquals(200, page.statusCode());
        assertTrue(page.headers().firstValue("Content-Type").orElse("").startsWith("text/html"));
        String csp = page.headers().firstValue("Content-Security-Policy").orElse("");
        assertTrue(csp.contains("default-src 'self'"), csp);
        assertTrue(csp.contains("script-src 'self';"), "no inline scripts: " + csp);
        assertFalse(csp.contains("unsafe"), csp);
        assertTrue(csp.contains("connect-src 'self'"), csp);
        assertFalse(page.body().contains("<script>"), "all code is in files the policy allows");
    }

    @Test
    void everyAssetComesFromTheAppItselfIncludingCytoscapeFromItsWebJar() {
        String body = server.get("/").body();
        Matcher assets = Pattern.compile("(?:src|href)=\"([^\"#]+)\"").matcher(body);
        List<String> seen = new ArrayList<>();
        while (assets.find()) {
            String asset = assets.group(1);
            if (asset.startsWith("data:")) {
                continue;
            }
            assertTrue(asset.startsWith("/"), "asset from elsewhere: " + asset);
            if (asset.equals("/graphiql")) {
                continue;
            }
            HttpResponse<String> served = server.get(asset);
            assertEquals(200, served.statusCode(), asset);
            assertTrue(served.body().length() > 1000, asset);
            seen.add(asset);
        }
        assertTrue(seen.contains("/webjars/cytoscape/3.33.1/dist/cytoscape.min.js"), seen.toString());
        assertTrue(seen.contains("/explorer/explorer.js") && seen.contains("/explorer/explorer.css"), seen.toString());
        assertFalse(
                server.get("/explorer/explorer.js").body().matches("(?s).*https?://(?!localhost).*fetch.*"),
                "the script talks only to this server");
    }

    @Test
    void graphiqlReadsItsQueryFromTheAddress() {
        String page = server.get("/graphiql").body();
        assertTrue(page.contains("params.get('query')"), "GraphiQL opens /graphiql?query=… with that query");
    }
}
