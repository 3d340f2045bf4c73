package org.iskra.server;

import java.nio.ByteBuffer;
import java.util.UUID;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.iskra.core.ErrorCode;

/**
 * Jetty's answer to requests it refuses before they reach Javalin (request line or headers too large, malformed HTTP):
 * the same JSON error body as every other failure, never an HTML page.
 */
final class JsonErrorHandler extends ErrorHandler {
    private static final HttpField JSON_TYPE =
            new HttpField(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");

    @Override
    protected void generateResponse(
            Request request, Response response, int status, String message, Throwable cause, Callback callback) {
        response.getHeaders().put(JSON_TYPE);
        response.getHeaders().put("X-Request-Id", newRequestId());
        if (status >= 500
                && request.getConnectionMetaData().getConnector().getServer().isStopping()) {
            // a request caught by the stop (its handler cut short as the server closes): unavailable, not broken
            response.setStatus(503);
            response.getHeaders().put(HttpHeader.RETRY_AFTER, "5");
            response.write(
                    true,
                    ByteBuffer.wrap(Json.bytes(
                            Json.errorBody(ErrorCode.UNAVAILABLE, "The server is shutting down; try again shortly."))),
                    callback);
            return;
        }
        response.write(true, ByteBuffer.wrap(body(status)), callback);
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(JSON_TYPE);
        fields.put("X-Request-Id", newRequestId());
        return ByteBuffer.wrap(body(status));
    }

    private static String newRequestId() {
        return UUID.randomUUID().toString().substring(0, 8);
    }

    static byte[] body(int status) {
        return Json.bytes(
                Json.errorBody(status >= 500 ? ErrorCode.INTERNAL : ErrorCode.BAD_USER_INPUT, message(status)));
    }

    private static String message(int status) {
        return switch (status) {
            case 414 -> "The request URL is too long; send the query with POST instead of GET.";
            case 431 -> "The request headers are too large; send fewer or smaller headers.";
            case 413 -> "The request body is too large.";
            default -> status >= 500 ? "Internal error." : "Malformed HTTP request (status " + status + ").";
        };
    }
}
