package org.iskra.core;

/**
 * A failure whose message is safe to show to clients: it says what is wrong, where, and how to fix it. Anything else
 * thrown while serving a request is reported as {@link ErrorCode#INTERNAL} with a generic message.
 */
public class IskraException extends RuntimeException {
    private final ErrorCode code;

    public IskraException(ErrorCode code, String message) {
        super(message);
        this.code = code;
    }

    public IskraException(ErrorCode code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public ErrorCode code() {
        return code;
    }

    public static IskraException badInput(String message) {
        return new IskraException(ErrorCode.BAD_USER_INPUT, message);
    }
}
