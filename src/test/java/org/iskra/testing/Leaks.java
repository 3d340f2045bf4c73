package org.iskra.testing;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Signs that a response body shows the server's internals: exception and class names, the database, Cypher. */
public final class Leaks {
    private static final List<String> SIGNS = List.of("Exception", "MATCH ", "\tat ");
    /**
     * A Java package name ({@code org.neo4j.driver…}), not a web address that has "org." in it ({@code wiki-org.ru}).
     */
    private static final Pattern PACKAGE = Pattern.compile("(?<![\\w.-])org\\.[a-z0-9]+\\.[a-z]");

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
        Matcher pkg = PACKAGE.matcher(rest);
        if (pkg.find()) {
            return pkg.group();
        }
        return rest.toLowerCase(Locale.ROOT).contains("neo4j") ? "neo4j" : null;
    }

    private static String jsonEscaped(String text) {
        String quoted = Json.write(text);
        return quoted.substring(1, quoted.length() - 1);
    }
}
