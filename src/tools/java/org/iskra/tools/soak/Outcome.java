package org.iskra.tools.soak;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * How one request ended: {@code error} is null on success, else its group (HTTP status and {@code extensions.code}, or
 * the transport failure) and {@code detail} the first error's path and message; {@code serverFailure} marks what the
 * server must never answer under load (5xx, INTERNAL, TIMEOUT, UNAVAILABLE, a dropped connection); a write is
 * {@code acknowledged} when the server says it applied it, without problems.
 */
record Outcome(
        @Nullable String error,
        @Nullable String detail,
        boolean serverFailure,
        boolean acknowledged,
        @Nullable JsonNode report) {
    private static final Set<String> SERVER_CODES = Set.of("INTERNAL", "TIMEOUT", "UNAVAILABLE");

    static Outcome of(Call call, int status, String body) {
        boolean maybeErrors = body.contains("\"errors\"");
        if (status == 200 && call.field() == null && !maybeErrors) {
            return new Outcome(null, null, false, false, null);
        }
        JsonNode json = parse(body);
        JsonNode code = json.at("/errors/0/extensions/code");
        if (status != 200 || !code.isMissingNode()) {
            String name = code.isMissingNode() ? "no code" : code.asText();
            String detail = json.at("/errors/0/path") + " "
                    + json.at("/errors/0/message").asText(body);
            return new Outcome(
                    "HTTP " + status + " " + name, detail, status >= 500 || SERVER_CODES.contains(name), false, null);
        }
        if (call.field() == null) {
            return new Outcome(null, null, false, false, null);
        }
        JsonNode report = json.at("/data/" + call.field());
        if (!report.path("applied").asBoolean(false) || !report.path("problems").isEmpty()) {
            return new Outcome("HTTP 200 not applied", report.toString(), false, false, report);
        }
        return new Outcome(null, null, false, true, report);
    }

    static Outcome transport(IOException e) {
        return new Outcome(
                "transport " + e.getClass().getSimpleName(), String.valueOf(e.getMessage()), true, false, null);
    }

    private static JsonNode parse(String body) {
        try {
            return GraphQLClient.JSON.readTree(body);
        } catch (IOException e) {
            return GraphQLClient.JSON.createObjectNode().put("unparsable", body.length());
        }
    }
}
