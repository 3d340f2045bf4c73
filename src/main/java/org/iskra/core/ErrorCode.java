package org.iskra.core;

/** The error codes clients see in {@code extensions.code}, as named in the public contract. */
public enum ErrorCode {
    BAD_USER_INPUT(400),
    NOT_FOUND(404),
    UNAUTHENTICATED(401),
    FORBIDDEN(403),
    TIMEOUT(504),
    UNAVAILABLE(503),
    INTERNAL(500);

    private final int httpStatus;

    ErrorCode(int httpStatus) {
        this.httpStatus = httpStatus;
    }

    /** The HTTP status used when this error ends a request before execution. */
    public int httpStatus() {
        return httpStatus;
    }
}
