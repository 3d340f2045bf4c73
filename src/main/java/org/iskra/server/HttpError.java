package org.iskra.server;

import org.iskra.graphql.ErrorCode;

/** A request refused before GraphQL runs: its HTTP status, error code and message. */
public final class HttpError extends RuntimeException {
    private final int status;
    private final ErrorCode code;

    public HttpError(int status, ErrorCode code, String message) {
        super(message);
        this.status = status;
        this.code = code;
    }

    public int status() {
        return status;
    }

    public ErrorCode code() {
        return code;
    }
}
