package org.iskra.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import graphql.ExecutionResult;
import graphql.language.OperationDefinition;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.iskra.core.ErrorCode;
import org.iskra.graphql.GraphQLRequest;
import org.iskra.graphql.GraphQLService;
import org.iskra.importer.WriteTokens;
import org.jspecify.annotations.Nullable;

/**
 * {@code /graphql} over HTTP, per the GraphQL-over-HTTP spec: POST with a JSON body, GET with query parameters (queries
 * only), {@code application/graphql-response+json} or {@code application/json} responses chosen by {@code Accept}. A
 * GET answer carries an {@code ETag} made of the graph version and the request; the same GET with {@code If-None-Match}
 * is answered 304 without running the query until a write changes the graph.
 */
final class GraphQLHttp {
    static final String GRAPHQL_RESPONSE = "application/graphql-response+json";
    static final String JSON = "application/json";

    private final GraphQLService graphql;
    private final WriteTokens tokens;
    private final LongSupplier graphVersion;
    private final Supplier<List<String>> waitingFor;
    private final LongSupplier dataVersion;
    /** The response header that gives the data version an answer was read at or after. */
    static final String DATA_VERSION = "Iskra-Data-Version";

    /**
     * {@code waitingFor}: what the start-up still waits for ({@code schema}, {@code data}); requests are refused until
     * it is empty. {@code dataVersion}: the latest change known committed (negative while unknown), sent as
     * {@value #DATA_VERSION}.
     */
    GraphQLHttp(
            GraphQLService graphql,
            WriteTokens tokens,
            LongSupplier graphVersion,
            Supplier<List<String>> waitingFor,
            LongSupplier dataVersion) {
        this.graphql = graphql;
        this.tokens = tokens;
        this.graphVersion = graphVersion;
        this.waitingFor = waitingFor;
        this.dataVersion = dataVersion;
    }

    /**
     * Before the schema and the data are in place the graph would answer wrongly (empty, or slowly without its
     * indexes): UNAVAILABLE, as for a database that cannot be reached, with Retry-After.
     */
    private boolean refusedWhileStarting(Context ctx, String mediaType) {
        List<String> waiting = waitingFor.get();
        if (waiting.isEmpty()) {
            return false;
        }
        ctx.header("Retry-After", "5");
        answer(
                ctx,
                mediaType,
                GraphQLService.failure(
                        ErrorCode.UNAVAILABLE,
                        "Iskra is starting: waiting for the " + String.join(" and the ", waiting)
                                + " to be in place (GET /ready answers 200 once they are); try again shortly."));
        return true;
    }

    void post(Context ctx) {
        String mediaType = responseMediaType(ctx);
        if (refusedWhileStarting(ctx, mediaType)) {
            return;
        }
        String contentType = ctx.contentType() == null ? "" : ctx.contentType().toLowerCase();
        if (!contentType.startsWith(JSON)) {
            throw new HttpError(
                    415,
                    ErrorCode.BAD_USER_INPUT,
                    "Content-Type must be application/json (got \"" + contentType
                            + "\"); send {\"query\": \"…\", \"variables\": {…}}");
        }
        GraphQLRequest request = parseBody(ctx.body());
        respond(ctx, mediaType, isMutation(request) ? authorised(ctx, request) : request);
    }

    /** Mutations need a configured bearer token: 401 without one, 403 with a wrong one or when writes are off. */
    private GraphQLRequest authorised(Context ctx, GraphQLRequest request) {
        if (tokens.isEmpty()) {
            throw new HttpError(
                    403,
                    ErrorCode.FORBIDDEN,
                    "Writes over HTTP are disabled: no write token is configured. "
                            + "Start the server with ISKRA_WRITE_TOKENS=name:token (or --write-tokens), or import files with the `import` command.");
        }
        String header = ctx.header("Authorization");
        if (header == null
                || !header.regionMatches(true, 0, "Bearer ", 0, 7)
                || header.substring(7).isBlank()) {
            ctx.header("WWW-Authenticate", "Bearer realm=\"iskra\"");
            throw new HttpError(
                    401, ErrorCode.UNAUTHENTICATED, "Mutations need the header Authorization: Bearer <token>.");
        }
        String name = tokens.nameOf(header.substring(7).strip())
                .orElseThrow(() -> new HttpError(
                        403, ErrorCode.FORBIDDEN, "This token may not write; use a token from ISKRA_WRITE_TOKENS."));
        return request.writtenBy(name);
    }

    void get(Context ctx) {
        String mediaType = responseMediaType(ctx);
        if (refusedWhileStarting(ctx, mediaType)) {
            return;
        }
        String query = ctx.queryParam("query");
        if (query == null || query.isBlank()) {
            throw new HttpError(400, ErrorCode.BAD_USER_INPUT, "Missing the `query` parameter: GET /graphql?query={…}");
        }
        Map<String, Object> variables = null;
        String rawVariables = ctx.queryParam("variables");
        if (rawVariables != null && !rawVariables.isBlank()) {
            variables = parseObject(rawVariables, "`variables` is not a JSON object");
        }
        GraphQLRequest request = new GraphQLRequest(query, ctx.queryParam("operationName"), variables);
        if (isMutation(request)) {
            ctx.header("Allow", "POST");
            throw new HttpError(
                    405, ErrorCode.BAD_USER_INPUT, "Mutations are not allowed over GET; send them with POST");
        }
        String etag = etag(ctx, mediaType, query, rawVariables);
        ctx.header("Vary", "Accept");
        if (etag != null && Etags.matches(ctx.header("If-None-Match"), etag)) {
            ctx.header("ETag", etag);
            ctx.status(304);
            return;
        }
        ExecutionResult result = respond(ctx, mediaType, request);
        if (etag != null && ctx.statusCode() == 200 && result.getErrors().isEmpty()) {
            ctx.header("ETag", etag);
            ctx.header("Cache-Control", "no-cache");
        }
    }

    /**
     * The validator of a GET answer: the graph version (bumped by every write) and a hash of what was asked (query,
     * variables, operation, media type); null when the version cannot be read.
     */
    private @Nullable String etag(Context ctx, String mediaType, String query, @Nullable String rawVariables) {
        long version;
        try {
            version = graphVersion.getAsLong();
        } catch (RuntimeException e) {
            return null; // the database is unreachable: the request itself will say so
        }
        return Etags.of(version, query, rawVariables, ctx.queryParam("operationName"), mediaType);
    }

    /**
     * Runs the request; the data version known before it ran goes in the header (the answer holds at least every change
     * up to it).
     */
    private ExecutionResult respond(Context ctx, String mediaType, GraphQLRequest request) {
        long version = dataVersion.getAsLong();
        if (version >= 0) {
            ctx.header(DATA_VERSION, Long.toString(version));
        }
        return answer(ctx, mediaType, graphql.execute(request));
    }

    private static ExecutionResult answer(Context ctx, String mediaType, ExecutionResult result) {
        ctx.status(status(result, mediaType));
        ctx.contentType(mediaType + "; charset=utf-8");
        ctx.result(Json.bytes(specification(result)));
        return result;
    }

    /**
     * The response body. Errors keep {@code message}, {@code locations}, {@code path} and {@code extensions.code};
     * graphql-java's internal {@code classification} (names such as {@code DataFetchingException}) is dropped: clients
     * rely on the code.
     */
    static Map<String, Object> specification(ExecutionResult result) {
        Map<String, Object> spec = new LinkedHashMap<>(result.toSpecification());
        if (spec.get("errors") instanceof List<?> errors) {
            spec.put(
                    "errors",
                    errors.stream().map(GraphQLHttp::withoutClassification).toList());
        }
        return spec;
    }

    private static Object withoutClassification(Object error) {
        if (!(error instanceof Map<?, ?> map) || !(map.get("extensions") instanceof Map<?, ?> extensions)) {
            return error;
        }
        Map<Object, Object> cleanExtensions = new LinkedHashMap<>(extensions);
        cleanExtensions.remove("classification");
        Map<Object, Object> clean = new LinkedHashMap<>(map);
        clean.put("extensions", cleanExtensions);
        return clean;
    }

    /**
     * Per the spec: with graphql-response+json a request that produced no data is a 4xx/5xx; with application/json it
     * is 200.
     */
    private static int status(ExecutionResult result, String mediaType) {
        if (result.isDataPresent()
                || !mediaType.equals(GRAPHQL_RESPONSE)
                || result.getErrors().isEmpty()) {
            return 200;
        }
        Object code = result.getErrors().getFirst().getExtensions() == null
                ? null
                : result.getErrors().getFirst().getExtensions().get("code");
        try {
            return ErrorCode.valueOf(String.valueOf(code)).httpStatus();
        } catch (IllegalArgumentException e) {
            return 400;
        }
    }

    private static GraphQLRequest parseBody(String body) {
        Map<String, Object> json = parseObject(body, "The body is not a JSON object");
        Object query = json.get("query");
        if (!(query instanceof String q) || q.isBlank()) {
            throw new HttpError(400, ErrorCode.BAD_USER_INPUT, "The body needs a non-empty string `query`");
        }
        Object operationName = json.get("operationName");
        if (operationName != null && !(operationName instanceof String)) {
            throw new HttpError(400, ErrorCode.BAD_USER_INPUT, "`operationName` must be a string");
        }
        Object variables = json.get("variables");
        if (variables != null && !(variables instanceof Map)) {
            throw new HttpError(400, ErrorCode.BAD_USER_INPUT, "`variables` must be a JSON object");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> vars = (Map<String, Object>) variables;
        return new GraphQLRequest(q, (String) operationName, vars);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> parseObject(String text, String notAnObject) {
        Object parsed;
        try {
            parsed = Json.MAPPER.readValue(text, Object.class);
        } catch (JsonProcessingException e) {
            String at = e.getLocation() == null
                    ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column "
                            + e.getLocation().getColumnNr();
            throw new HttpError(400, ErrorCode.BAD_USER_INPUT, "Malformed JSON" + at + ": " + e.getOriginalMessage());
        }
        if (parsed instanceof List<?>) {
            throw new HttpError(
                    400,
                    ErrorCode.BAD_USER_INPUT,
                    "Batched requests (a JSON array of operations) are not supported; "
                            + "send one operation per request, or ask for several root fields in one document.");
        }
        if (!(parsed instanceof Map<?, ?> map)) {
            throw new HttpError(400, ErrorCode.BAD_USER_INPUT, notAnObject);
        }
        return (Map<String, Object>) map;
    }

    /** Picks the response media type from {@code Accept}; 406 when neither JSON type is acceptable. */
    static String responseMediaType(Context ctx) {
        String accept = ctx.header("Accept");
        if (accept == null || accept.isBlank()) {
            return JSON;
        }
        String a = accept.toLowerCase();
        if (a.contains(GRAPHQL_RESPONSE)) {
            return GRAPHQL_RESPONSE;
        }
        if (a.contains(JSON) || a.contains("*/*") || a.contains("application/*")) {
            return JSON;
        }
        throw new HttpError(
                406,
                ErrorCode.BAD_USER_INPUT,
                "Cannot answer in " + accept + "; accept application/graphql-response+json or application/json");
    }

    private static boolean isMutation(GraphQLRequest request) {
        // cheap test first: a mutation document must contain the keyword; one that does not parse is reported by the
        // engine
        return request.query().contains("mutation")
                && request.operationType().orElse(null) == OperationDefinition.Operation.MUTATION;
    }
}
