package org.iskra.tools.soak;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

/**
 * POSTs GraphQL documents over one keep-alive HTTP/1.1 client (a pool of connections, about one per concurrent caller),
 * asking for {@code application/graphql-response+json} so that a request that fails as a whole comes back with its HTTP
 * status (TIMEOUT 504, UNAVAILABLE 503, …).
 */
final class GraphQLClient {
    static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final URI url;
    private final String token;

    GraphQLClient(URI url, String token) {
        this.url = url;
        this.token = token;
    }

    /** The status and body of the answer; writes carry the bearer token. */
    HttpResponse<String> send(String query, Map<String, Object> variables, boolean write)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(url)
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .header("Accept", "application/graphql-response+json")
                .POST(HttpRequest.BodyPublishers.ofString(body(query, variables)));
        if (write) {
            request.header("Authorization", "Bearer " + token);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String body(String query, Map<String, Object> variables) {
        try {
            return JSON.writeValueAsString(Map.of("query", query, "variables", variables));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
