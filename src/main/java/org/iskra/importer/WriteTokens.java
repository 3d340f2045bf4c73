package org.iskra.importer;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The named write tokens from {@code ISKRA_WRITE_TOKENS} ({@code name:token,name:token}). Only SHA-256 hashes are kept,
 * and a presented token is compared with every one in constant time.
 */
public final class WriteTokens {
    private final Map<String, byte[]> hashesByName = new LinkedHashMap<>();

    public static WriteTokens parse(String spec) {
        WriteTokens tokens = new WriteTokens();
        if (spec == null || spec.isBlank()) {
            return tokens;
        }
        for (String entry : spec.split(",")) {
            int colon = entry.indexOf(':');
            if (colon <= 0 || colon == entry.length() - 1) {
                throw new IllegalArgumentException(
                        "ISKRA_WRITE_TOKENS entries look like name:token, got \"" + mask(entry) + "\"");
            }
            tokens.hashesByName.put(
                    entry.substring(0, colon).strip(),
                    sha256(entry.substring(colon + 1).strip()));
        }
        return tokens;
    }

    public boolean isEmpty() {
        return hashesByName.isEmpty();
    }

    /** The name of the token, if it is one of ours. */
    public Optional<String> nameOf(String presented) {
        byte[] hash = sha256(presented);
        String match = null;
        for (Map.Entry<String, byte[]> e : hashesByName.entrySet()) {
            if (MessageDigest.isEqual(hash, e.getValue()) && match == null) {
                match = e.getKey();
            }
        }
        return Optional.ofNullable(match);
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String mask(String entry) {
        int colon = entry.indexOf(':');
        return colon < 0 ? "…" : entry.substring(0, colon + 1) + "…";
    }
}
