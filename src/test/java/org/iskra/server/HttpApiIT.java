package org.iskra.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iskra.testing.Json;
import org.iskra.testing.ShippedDataServer;
import org.junit.jupiter.api.Test;

/** End to end: a real HTTP server over the real database with the shipped data. */
class HttpApiIT extends ShippedDataServer {
    static final String FLAGSHIP = """
            { members(of: ["bolsheviks", "mensheviks"], joinedAfter: "%s", first: 200) {
                totalCount
                nodes { person { id name } organization { id } since until sources { title } } } }""";

    @Test
    void theFlagshipQueryReturnsMembersOfBothFactionsEachWithADateAndASource() {
        HttpResponse<String> response = server.graphql(FLAGSHIP.formatted("1903"));
        assertEquals(200, response.statusCode());
        JsonNode members = Json.read(response.body()).at("/data/members");
        assertTrue(members.get("totalCount").asInt() > 10, response.body());
        List<String> factions = new ArrayList<>();
        for (JsonNode m : members.get("nodes")) {
            factions.add(m.at("/organization/id").asText());
            assertTrue(m.get("since").asText().compareTo("1904") >= 0, "joined after 1903: " + m);
            assertTrue(m.get("sources").size() > 0, "every membership has a source: " + m);
        }
        assertTrue(factions.contains("bolsheviks") && factions.contains("mensheviks"), factions.toString());
    }

    @Test
    void joinedAfter1902IncludesTheFoundersOf1903() {
        JsonNode nodes =
                Json.read(server.graphql(FLAGSHIP.formatted("1902")).body()).at("/data/members/nodes");
        List<String> pairs = new ArrayList<>();
        nodes.forEach(n -> pairs.add(
                n.at("/person/id").asText() + "@" + n.at("/organization/id").asText()));
        assertTrue(pairs.contains("lenin@bolsheviks"), pairs.toString());
        assertTrue(pairs.contains("martov@mensheviks"), pairs.toString());
        assertFalse(
                Json.read(server.graphql(FLAGSHIP.formatted("1903")).body())
                        .toString()
                        .contains("\"lenin\""),
                "Lenin founded the Bolsheviks in 1903, so he did not join after 1903");
    }

    @Test
    void aMalformedDateIsABadUserInputErrorNamingTheValue() {
        HttpResponse<String> response = server.graphql(FLAGSHIP.formatted("1903-13"));
        assertTrue(response.statusCode() < 500, "status " + response.statusCode());
        JsonNode error = Json.read(response.body()).at("/errors/0");
        assertEquals("BAD_USER_INPUT", error.at("/extensions/code").asText(), response.body());
        assertTrue(error.get("message").asText().contains("1903-13"), response.body());
        assertTrue(error.get("message").asText().contains("month 13"), response.body());
        assertTrue(error.has("locations"), response.body());
    }

    @Test
    void aMalformedDateInVariablesIsABadUserInputErrorToo() {
        HttpResponse<String> response = server.graphql(
                "query($d: PartialDate) { members(of: [\"bolsheviks\"], joinedAfter: $d) { totalCount } }",
                Map.of("d", "1903-02-30"));
        assertTrue(response.statusCode() < 500);
        JsonNode error = Json.read(response.body()).at("/errors/0");
        assertEquals("BAD_USER_INPUT", error.at("/extensions/code").asText(), response.body());
        assertTrue(error.get("message").asText().contains("day 30 does not exist"), response.body());
    }

    @Test
    void graphqlResponseJsonGets400ForRequestErrors() {
        HttpResponse<String> response =
                server.postJson("/graphql", "{\"query\": \"{ nope }\"}", "Accept", "application/graphql-response+json");
        assertEquals(400, response.statusCode());
        assertTrue(response.headers()
                .firstValue("Content-Type")
                .orElse("")
                .startsWith("application/graphql-response+json"));
        assertEquals(
                "BAD_USER_INPUT",
                Json.read(response.body()).at("/errors/0/extensions/code").asText());
    }

    @Test
    void getServesQueriesAndRefusesMutations() {
        HttpResponse<String> ok = server.getQuery("{ person(id: \"lenin\") { name } }");
        assertEquals(200, ok.statusCode());
        assertEquals(
                "Vladimir Lenin", Json.read(ok.body()).at("/data/person/name").asText());
        HttpResponse<String> mutation = server.getQuery("mutation { importFacts }");
        assertEquals(405, mutation.statusCode());
        assertEquals("POST", mutation.headers().firstValue("Allow").orElse(""));
    }

    @Test
    void transportErrorsAreJsonWithCodesAndNoInternals() {
        HttpResponse<String> badJson = server.postJson("/graphql", "{\"query\": ");
        assertEquals(400, badJson.statusCode());
        assertEquals(
                "BAD_USER_INPUT",
                Json.read(badJson.body()).at("/errors/0/extensions/code").asText());
        assertTrue(Json.read(badJson.body()).at("/errors/0/message").asText().startsWith("Malformed JSON"));
        assertEquals(
                415, server.post("/graphql", "{}", "Content-Type", "text/plain").statusCode());
        assertEquals(
                406,
                server.postJson("/graphql", "{\"query\": \"{ stats { people } }\"}", "Accept", "text/html")
                        .statusCode());
        HttpResponse<String> missing = server.get("/nowhere");
        assertEquals(404, missing.statusCode());
        assertEquals(
                "NOT_FOUND",
                Json.read(missing.body()).at("/errors/0/extensions/code").asText());
        for (HttpResponse<String> r : List.of(badJson, missing)) {
            assertFalse(r.body().contains("Exception") || r.body().contains("at org."), r.body());
        }
        assertNotNull(badJson.headers().firstValue("X-Request-Id").orElse(null));
    }

    @Test
    void healthReadinessAndSchemaAreServed() {
        assertEquals(200, server.get("/health").statusCode());
        assertEquals(200, server.get("/ready").statusCode());
        HttpResponse<String> sdl = server.get("/schema.graphql");
        assertEquals(200, sdl.statusCode());
        assertTrue(sdl.body().contains("members(of: [ID!]!, joinedAfter: PartialDate"));
    }

    @Test
    void graphiqlLoadsOnlyTheAppsOwnAssets() {
        HttpResponse<String> page = server.get("/graphiql");
        assertEquals(200, page.statusCode());
        assertTrue(
                page.headers().firstValue("Content-Security-Policy").orElse("").contains("default-src 'self'"));
        Matcher assets = Pattern.compile("(?:src|href)=\"([^\"]+)\"").matcher(page.body());
        int count = 0;
        while (assets.find()) {
            String asset = assets.group(1);
            assertTrue(asset.startsWith("/"), "asset from elsewhere: " + asset);
            HttpResponse<String> served = server.get(asset);
            assertEquals(200, served.statusCode(), asset);
            assertTrue(served.body().length() > 1000, asset);
            count++;
        }
        assertEquals(4, count, "GraphiQL's css, React, ReactDOM and GraphiQL");
    }

    @Test
    void corsAllowsReadsFromAnyOrigin() {
        HttpResponse<String> r = server.get("/health", "Origin", "https://example.org");
        assertEquals(
                "*",
                r.headers().firstValue("Access-Control-Allow-Origin").orElse(""),
                r.headers().toString());
    }
}
