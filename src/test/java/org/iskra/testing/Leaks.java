package org.iskra.testing;

import java.util.List;
import java.util.Locale;

/** Signs that a response body shows the server's internals: exception and class names, the database, Cypher. */
public final class Leaks {
    private static final List<String> SIGNS = List.of("Exception", "org.", "MATCH ", "\tat ");

    private Leaks() {}

    /** The first sign of a leak in {@code body}, after removing the echoes of what the client sent; null when clean. */
    public static String find(String body, String... echoes) {
        String rest = body;
        for (String echo : echoes) {
            if (echo != null && !echo.isEmpty()) {
                rest = rest.replace(jsonEscaped(echo), "").replace(echo, "");
            }
        }
        for (String sign : SIGNS) {
            if (rest.contains(sign)) {
                return sign;
            }
        }
        return rest.toLowerCase(Locale.ROOT).contains("neo4j") ? "neo4j" : null;
    }

    private static String jsonEscaped(String text) {
        String quoted = Json.write(text);
        return quoted.substring(1, quoted.length() - 1);
    }
}
