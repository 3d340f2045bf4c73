package org.iskra.server;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.iskra.graphql.ApiLimits;
import org.jspecify.annotations.Nullable;

/**
 * Iskra's configuration: each setting is a command-line flag with an environment twin; a flag wins over the
 * environment, which wins over the default.
 *
 * @param neo4jUri an external Neo4j ({@code bolt://}, {@code neo4j://}, {@code neo4j+s://}); null starts the embedded
 *     one
 * @param rateLimit requests per second and burst per client address; {@link RateLimit#OFF} when off
 * @param corsOrigins origins allowed by CORS; {@code ["*"]} for any origin (never with credentials)
 * @param startupTimeout time allowed for the schema and the first load of data/, apart from the request time limit
 */
public record Config(
        int port,
        Path store,
        Path data,
        @Nullable String neo4jUri,
        String neo4jUser,
        String neo4jPassword,
        @Nullable String neo4jDatabase,
        String writeTokens,
        String pageCache,
        ApiLimits limits,
        HttpLimits http,
        RateLimit rateLimit,
        List<String> corsOrigins,
        boolean introspection,
        Duration startupTimeout,
        WsLimits ws) {

    /** One setting: its flag, environment variable, default and meaning (for --help and the README). */
    public record Setting(String flag, String env, String defaultValue, String meaning) {}

    public static final List<Setting> SETTINGS = List.of(
            new Setting("--port", "PORT", "8080", "HTTP port"),
            new Setting("--store", "ISKRA_STORE", "store", "folder of the embedded Neo4j (ignored with NEO4J_URI)"),
            new Setting("--data", "ISKRA_DATA", "data", "folder of JSON facts loaded when the graph is empty"),
            new Setting(
                    "--neo4j-uri",
                    "NEO4J_URI",
                    "",
                    "external Neo4j or cluster (bolt://, neo4j://, neo4j+s://); no embedded database starts"),
            new Setting("--neo4j-user", "NEO4J_USER", "neo4j", "user for NEO4J_URI"),
            new Setting("--neo4j-password", "NEO4J_PASSWORD", "", "password for NEO4J_URI"),
            new Setting(
                    "--neo4j-database", "NEO4J_DATABASE", "", "database name (default: the server's default database)"),
            new Setting(
                    "--write-tokens",
                    "ISKRA_WRITE_TOKENS",
                    "",
                    "named write tokens, name:token,name:token (none: writes over HTTP are refused)"),
            new Setting("--page-cache", "ISKRA_PAGE_CACHE", "64m", "page cache of the embedded Neo4j"),
            new Setting("--max-first", "ISKRA_MAX_FIRST", "500", "largest `first` a list accepts"),
            new Setting("--max-depth", "ISKRA_MAX_DEPTH", "15", "deepest query accepted"),
            new Setting("--timeout", "ISKRA_TIMEOUT", "10s", "time limit of one request (in GraphQL and in Neo4j)"),
            new Setting(
                    "--startup-timeout",
                    "ISKRA_STARTUP_TIMEOUT",
                    "10m",
                    "time allowed at start for the schema migrations and the first load of data/ (not bound by --timeout); past it, serve and import exit 1"),
            new Setting(
                    "--max-complexity",
                    "ISKRA_MAX_COMPLEXITY",
                    "200000",
                    "cost budget of one query: fields times the items their lists may hold (`first`, else 10)"),
            new Setting("--max-aliases", "ISKRA_MAX_ALIASES", "50", "most aliases in one operation"),
            new Setting("--max-root-fields", "ISKRA_MAX_ROOT_FIELDS", "50", "most root fields in one operation"),
            new Setting(
                    "--max-running",
                    "ISKRA_MAX_RUNNING",
                    "auto",
                    "GraphQL requests executed at once (auto: 4 per CPU core); the others wait in line up to --timeout, then 503"),
            new Setting(
                    "--max-body",
                    "ISKRA_MAX_BODY",
                    "1m",
                    "largest request body (bytes; k and m suffixes); larger is 413"),
            new Setting(
                    "--max-url", "ISKRA_MAX_URL", "8k", "longest request URL (path and query string); longer is 414"),
            new Setting(
                    "--max-headers", "ISKRA_MAX_HEADERS", "16k", "largest request line plus headers; larger is 431"),
            new Setting(
                    "--rate-limit",
                    "ISKRA_RATE_LIMIT",
                    "off",
                    "requests per second per client address on /graphql, `R` or `R:BURST` (burst default 2×R); over it is 429"),
            new Setting(
                    "--cors-origins",
                    "ISKRA_CORS_ORIGINS",
                    "*",
                    "origins allowed by CORS, comma-separated (`*`: any); credentials never"),
            new Setting(
                    "--introspection",
                    "ISKRA_INTROSPECTION",
                    "true",
                    "answer introspection queries (__schema, __type); false turns them off"),
            new Setting(
                    "--ws-max-connections",
                    "ISKRA_WS_MAX_CONNECTIONS",
                    "16",
                    "WebSocket connections (subscriptions) open at once per client address; more are refused with 429"),
            new Setting(
                    "--ws-max-message",
                    "ISKRA_WS_MAX_MESSAGE",
                    "64k",
                    "largest WebSocket message a client may send; larger closes the socket (1009)"),
            new Setting(
                    "--ws-init-timeout",
                    "ISKRA_WS_INIT_TIMEOUT",
                    "10s",
                    "time a WebSocket client has to send connection_init; past it the socket closes (4408)"),
            new Setting(
                    "--ws-idle-timeout",
                    "ISKRA_WS_IDLE_TIMEOUT",
                    "5m",
                    "a WebSocket with no traffic either way for this long is closed (the server pings every 30 s)"),
            new Setting(
                    "--ws-max-pending",
                    "ISKRA_WS_MAX_PENDING",
                    "1000",
                    "messages sent to a subscriber and not yet taken by it; past it the socket closes (1013) and the client resumes from its cursor"));

    /** Reads flags ({@code --port 9090} or {@code --port=9090}) over the environment over the defaults. */
    public static Config from(List<String> args, Map<String, String> env) {
        Map<String, String> flags = parseFlags(args);
        Function<Setting, String> value =
                s -> flags.getOrDefault(s.flag(), env.getOrDefault(s.env(), s.defaultValue()));
        Map<String, String> v = new HashMap<>();
        for (Setting s : SETTINGS) {
            v.put(s.flag(), value.apply(s));
        }
        ApiLimits limits = new ApiLimits(
                integer(v, "--max-first"),
                integer(v, "--max-depth"),
                duration("--timeout", setting(v, "--timeout")),
                integer(v, "--max-complexity"),
                integer(v, "--max-aliases"),
                integer(v, "--max-root-fields"),
                running(setting(v, "--max-running")));
        HttpLimits http =
                new HttpLimits(bytes(v, "--max-body"), (int) bytes(v, "--max-url"), (int) bytes(v, "--max-headers"));
        return new Config(
                integer(v, "--port"),
                Path.of(setting(v, "--store")).toAbsolutePath().normalize(),
                Path.of(setting(v, "--data")),
                blankToNull(setting(v, "--neo4j-uri")),
                setting(v, "--neo4j-user"),
                setting(v, "--neo4j-password"),
                blankToNull(setting(v, "--neo4j-database")),
                setting(v, "--write-tokens"),
                setting(v, "--page-cache"),
                limits,
                http,
                RateLimit.parse(setting(v, "--rate-limit")),
                origins(setting(v, "--cors-origins")),
                bool(v, "--introspection"),
                duration("--startup-timeout", setting(v, "--startup-timeout")),
                new WsLimits(
                        integer(v, "--ws-max-connections"),
                        (int) bytes(v, "--ws-max-message"),
                        duration("--ws-init-timeout", setting(v, "--ws-init-timeout")),
                        duration("--ws-idle-timeout", setting(v, "--ws-idle-timeout")),
                        integer(v, "--ws-max-pending")));
    }

    public boolean embedded() {
        return neo4jUri == null;
    }

    public static Map<String, String> parseFlags(List<String> args) {
        Map<String, String> flags = new HashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                continue;
            }
            int eq = arg.indexOf('=');
            if (eq > 0) {
                flags.put(arg.substring(0, eq), arg.substring(eq + 1));
            } else if (i + 1 < args.size() && !args.get(i + 1).startsWith("--")) {
                flags.put(arg, args.get(++i));
            } else {
                flags.put(arg, "true");
            }
        }
        return flags;
    }

    /** A setting's value: {@link #from} gives every setting one, its default at least. */
    private static String setting(Map<String, String> v, String flag) {
        return Objects.requireNonNull(v.get(flag), flag);
    }

    private static int integer(Map<String, String> v, String flag) {
        try {
            return Integer.parseInt(setting(v, flag).trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(flag + " must be a whole number, got \"" + v.get(flag) + "\"");
        }
    }

    /** {@code auto} (4 per CPU core) or a positive whole number. */
    private static int running(String text) {
        String t = text.trim().toLowerCase();
        if (t.equals("auto")) {
            return ApiLimits.perCore(4);
        }
        try {
            int n = Integer.parseInt(t);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // falls through to the error below
        }
        throw new IllegalArgumentException(
                "--max-running must be auto or a positive whole number, got \"" + text + "\"");
    }

    /** {@code 1m}, {@code 16k} or a plain number of bytes. */
    private static long bytes(Map<String, String> v, String flag) {
        String t = setting(v, flag).trim().toLowerCase();
        long unit = t.endsWith("k") ? 1L << 10 : t.endsWith("m") ? 1L << 20 : 1L;
        try {
            long n = Long.parseLong(unit == 1L ? t : t.substring(0, t.length() - 1)) * unit;
            if (n > 0 && n <= Integer.MAX_VALUE) {
                return n;
            }
        } catch (NumberFormatException e) {
            // falls through to the error below
        }
        throw new IllegalArgumentException(
                flag + " must be a size such as 1m, 16k or 4096, got \"" + v.get(flag) + "\"");
    }

    private static boolean bool(Map<String, String> v, String flag) {
        String t = setting(v, flag).trim().toLowerCase();
        return switch (t) {
            case "true", "yes", "on", "1" -> true;
            case "false", "no", "off", "0" -> false;
            default -> throw new IllegalArgumentException(flag + " must be true or false, got \"" + v.get(flag) + "\"");
        };
    }

    private static List<String> origins(String text) {
        List<String> origins = Arrays.stream(text.split(","))
                .map(String::strip)
                .filter(o -> !o.isEmpty())
                .toList();
        return origins.isEmpty() ? List.of("*") : origins;
    }

    /** {@code 10s}, {@code 500ms}, {@code 2m} or a number of seconds. */
    static Duration duration(String flag, String text) {
        String t = text.trim().toLowerCase();
        try {
            if (t.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2)));
            }
            if (t.endsWith("s")) {
                return Duration.ofSeconds(Long.parseLong(t.substring(0, t.length() - 1)));
            }
            if (t.endsWith("m")) {
                return Duration.ofMinutes(Long.parseLong(t.substring(0, t.length() - 1)));
            }
            return Duration.ofSeconds(Long.parseLong(t));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(flag + " must look like 10s, 500ms or 2m, got \"" + text + "\"");
        }
    }

    private static @Nullable String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
