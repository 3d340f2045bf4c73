package org.iskra.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.jspecify.annotations.Nullable;

/** Entity tags of GET GraphQL answers: the graph version and a hash of the request. */
final class Etags {
    private Etags() {}

    /** A strong tag: the same request over the same graph version gives the same bytes. */
    static String of(
            long version, String query, @Nullable String variables, @Nullable String operationName, String mediaType) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        for (String part : new String[] {query, variables, operationName, mediaType}) {
            sha.update((part == null ? "" : part).getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
        }
        return "\"v" + version + "-" + HexFormat.of().formatHex(sha.digest(), 0, 12) + "\"";
    }

    /**
     * True when an {@code If-None-Match} header names this tag (or is {@code *}); weak tags compare by their opaque
     * part.
     */
    static boolean matches(@Nullable String ifNoneMatch, String etag) {
        if (ifNoneMatch == null || ifNoneMatch.isBlank()) {
            return false;
        }
        for (String candidate : ifNoneMatch.split(",")) {
            String c = candidate.strip();
            if (c.equals("*")
                    || c.equals(etag)
                    || (c.startsWith("W/") && c.substring(2).equals(etag))) {
                return true;
            }
        }
        return false;
    }
}
