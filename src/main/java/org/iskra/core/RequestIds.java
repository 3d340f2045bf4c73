package org.iskra.core;

/** The id of the request being served on this thread, for logs and for the client's {@code X-Request-Id}. */
public final class RequestIds {
    private static final ThreadLocal<String> CURRENT = ThreadLocal.withInitial(() -> "-");

    private RequestIds() {}

    public static void set(String id) {
        CURRENT.set(id);
    }

    public static String current() {
        return CURRENT.get();
    }

    public static void clear() {
        CURRENT.remove();
    }
}
