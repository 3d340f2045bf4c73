package org.iskra.store;

/**
 * Start-up work (the schema, the first load of data/) could not be done: the database stayed unreachable, the start-up
 * time limit passed, or an index failed. An expected failure: the message says what happened and what to do, and is
 * printed without a stack trace.
 */
public final class StartupException extends RuntimeException {
    public StartupException(String message) {
        super(message);
    }

    public StartupException(String message, Throwable cause) {
        super(message, cause);
    }
}
