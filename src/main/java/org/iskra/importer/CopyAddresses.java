package org.iskra.importer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * The sites known to hold third-party copies of other works ({@code copy-hosts.txt}): a source whose address is on one
 * of them names a copy, not the work.
 */
final class CopyAddresses {
    private static final Set<String> HOSTS = load();

    private CopyAddresses() {}

    /** The copy site {@code url} is on, if it is on one (a host covers its subdomains). */
    static Optional<String> copyHost(@Nullable String url) {
        String host = host(url);
        if (host == null) {
            return Optional.empty();
        }
        for (String h = host; h.contains("."); h = h.substring(h.indexOf('.') + 1)) {
            if (HOSTS.contains(h)) {
                return Optional.of(h);
            }
        }
        return Optional.empty();
    }

    private static @Nullable String host(@Nullable String url) {
        if (url == null) {
            return null;
        }
        try {
            String host = URI.create(url.strip()).getHost();
            return host == null ? null : host.toLowerCase(Locale.ROOT);
        } catch (IllegalArgumentException e) {
            return null; // not an address, so on no copy site
        }
    }

    private static Set<String> load() {
        try (InputStream in = Objects.requireNonNull(
                CopyAddresses.class.getResourceAsStream("copy-hosts.txt"), "copy-hosts.txt on the class path")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                    .collect(Collectors.toUnmodifiableSet());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
