package org.iskra.server;

import java.util.Map;
import org.iskra.core.ErrorCode;

/** A request refused before GraphQL runs: its HTTP status, error code and message. */
public final class HttpError extends RuntimeException {
    private final int status;
    private final ErrorCode code;
    private final Map<String, String> headers;

    public HttpError(int status, ErrorCode code, String message) {
        this(status, code, message, Map.of());
    }

    /** With response headers, such as {@code Retry-After}. */
    public HttpError(int status, ErrorCode code, String message, Map<String, String> headers) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.headers = headers;
    }

    public Map<String, String> headers() {
        return headers;
    }

    public int status() {
        return status;
    }

    public ErrorCode code() {
        return code;
    }
}
