package org.iskra.tools;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.iskra.server.Config;
import org.iskra.server.IskraApp;
import org.iskra.tools.bench.BenchClient;
import org.iskra.tools.bench.FeedBenchmark;
import org.iskra.tools.bench.LoadBenchmark;
import org.iskra.tools.bench.MutationCostBenchmark;
import org.iskra.tools.bench.RawImportBaseline;
import org.iskra.tools.bench.SyntheticGraph;
import org.iskra.tools.soak.Soak;

/**
 * {@code java -jar target/iskra-graph-tools.jar [generate|bench|soak] …}: the synthetic graph, the benchmarks and the
 * soak run. They drive the product from outside and ship apart from it.
 */
public final class Tools {
    static final String JAR = "target/iskra-graph-tools.jar";

    private Tools() {}

    public static void main(String[] argv) {
        List<String> args = new ArrayList<>(Arrays.asList(argv));
        String command = args.isEmpty() ? "--help" : args.removeFirst();
        try {
            System.exit(run(command, args));
        } catch (IllegalArgumentException e) {
            System.err.println("iskra-tools: " + e.getMessage());
            System.exit(2);
        }
    }

    static int run(String command, List<String> args) {
        boolean help = args.contains("--help") || args.contains("-h");
        return switch (command) {
            case "generate" ->
                help
                        ? ToolFlags.usage(
                                JAR,
                                System.out,
                                "generate --people N --out FOLDER [--seed S]",
                                "Writes a synthetic graph of N people as CSV files in the import format, for benchmarks.")
                        : generate(args);
            case "soak" ->
                help
                        ? ToolFlags.usage(
                                JAR,
                                System.out,
                                "soak --url URL [--server-pid PID] [--clients C] [--seconds S] [--warmup S] [--out FILE]",
                                "Soak run against a running server: C clients mix reads and authorised writes (token in ISKRA_SOAK_TOKEN), "
                                        + "the server's heap and RSS are sampled every 5 s, then every acknowledged write is checked; exit 1 on any error or lost write. "
                                        + "bench/soak.sh starts a server and runs it.")
                        : soak(args);
            case "bench" ->
                help
                        ? ToolFlags.usage(
                                JAR,
                                System.out,
                                "bench [--people N] [--clients C] [--seconds S] [--warmup S] [--max-warmup S] [--workloads W1,W2,…] [--store FOLDER] [--out FILE] [--external bolt|neo4j] [--http-client socket|jdk] [--cypher-as both|function|auto-commit] [--iskra-statement]\n"
                                        + "       bench --import-baseline [--batch-size N] --store EMPTY_FOLDER CSV_FOLDER\n"
                                        + "       bench --mutation-cost [--people N] [--batch-size N] [--singles N]\n"
                                        + "       bench --feed [--subscribers N] [--seconds S] [--rate W] [--people P] [--stuck]",
                                "Load benchmark: W1–W5 over HTTP and as hand-written Cypher, side by side (generates and imports N people into an empty store), "
                                        + "with the statements and transactions one request sends. First a common warm-up of every workload, both sides, for at least --warmup seconds "
                                        + "and then until the JIT compiler has settled (at most --max-warmup, default 300; 0: no common warm-up), then each workload --warmup seconds again before it is measured. "
                                        + "With --external the database is a Neo4j server in a process of its own, "
                                        + "reached through bolt:// or the routing neo4j://. The GraphQL side is sent over kept-alive sockets (socket, the default) "
                                        + "or through java.net.http.HttpClient (jdk, about seven times the client CPU per request, taken from the server's side on a small machine). "
                                        + "The Cypher side runs in a transaction function (function, the default: executeRead, as the driver's manual advises) "
                                        + "or alone as an auto-commit read (auto-commit: one round trip, as Iskra sends an operation known to need one statement). "
                                        + "--iskra-statement adds a third side: the statement the GraphQL side sends for the request, run alone through the driver "
                                        + "as an auto-commit read, so that the gap splits into what Iskra's Cypher costs and what the HTTP and GraphQL layer costs.\n"
                                        + "With --import-baseline: the import benchmark's baseline, the CSV rows written by plain UNWIND … CREATE Cypher (no validation, no audit).\n"
                                        + "With --mutation-cost: the cost per statement of importFacts and addMembership over HTTP against the bulk import, on one store.\n"
                                        + "With --feed: the delay from a write to its delivery to N subscribers of the changes subscription (default 8) "
                                        + "under W importFacts writes per second (default 20) of P people each (default 9) for S seconds (default 30); "
                                        + "with --stuck, again with one more subscriber that never reads.")
                        : bench(args);
            case "--help", "-h", "help" ->
                ToolFlags.usage(
                        JAR,
                        System.out,
                        "generate|bench|soak [--help]",
                        "Iskra's tools: the synthetic graph, the benchmarks and the soak run.");
            default -> {
                ToolFlags.usage(
                        JAR, System.err, "generate|bench|soak [--help]", "Unknown command \"" + command + "\".");
                yield 2;
            }
        };
    }

    private static int bench(List<String> args) {
        if (args.remove("--import-baseline")) {
            return importBaseline(args);
        }
        if (args.remove("--mutation-cost")) {
            return mutationCost(args);
        }
        if (args.remove("--feed")) {
            boolean stuck = args.remove("--stuck");
            try {
                FeedBenchmark.run(
                        ToolFlags.intFlag(args, "--subscribers", 8),
                        ToolFlags.intFlag(args, "--seconds", 30),
                        ToolFlags.intFlag(args, "--rate", 20),
                        ToolFlags.intFlag(args, "--people", 9),
                        stuck);
                return 0;
            } catch (Exception e) {
                System.err.println("iskra: feed benchmark failed: " + e.getMessage());
                return 1;
            }
        }
        int people = ToolFlags.intFlag(args, "--people", 10_000);
        int clients = ToolFlags.intFlag(args, "--clients", 8);
        int seconds = ToolFlags.intFlag(args, "--seconds", 10);
        int warmup = ToolFlags.intFlag(args, "--warmup", 10);
        int maxWarmup = ToolFlags.intFlag(args, "--max-warmup", 300);
        Map<String, String> flags = ToolFlags.flags(args);
        List<String> workloads = flags.containsKey("--workloads")
                ? List.of(flags.get("--workloads").toUpperCase().split(","))
                : List.of();
        Path store = Path.of(flags.getOrDefault("--store", "bench-results/store-" + people));
        Path out = Path.of(flags.getOrDefault(
                "--out", "bench-results/bench-" + people + "-" + System.currentTimeMillis() + ".json"));
        LoadBenchmark.Database database = switch (flags.getOrDefault("--external", "")) {
            case "" -> LoadBenchmark.Database.EMBEDDED;
            case "bolt" -> LoadBenchmark.Database.EXTERNAL_BOLT;
            case "neo4j" -> LoadBenchmark.Database.EXTERNAL_ROUTING;
            default ->
                throw new IllegalArgumentException(
                        "--external takes bolt or neo4j (the URI scheme the driver uses), got \""
                                + flags.get("--external") + "\"");
        };
        BenchClient.Kind client = switch (flags.getOrDefault("--http-client", "socket")) {
            case "socket" -> BenchClient.Kind.SOCKET;
            case "jdk" -> BenchClient.Kind.JDK;
            default ->
                throw new IllegalArgumentException(
                        "--http-client takes socket or jdk, got \"" + flags.get("--http-client") + "\"");
        };
        LoadBenchmark.CypherAs cypherAs = switch (flags.getOrDefault("--cypher-as", "both")) {
            case "both" -> LoadBenchmark.CypherAs.BOTH;
            case "function" -> LoadBenchmark.CypherAs.FUNCTION;
            case "auto-commit" -> LoadBenchmark.CypherAs.AUTO_COMMIT;
            default ->
                throw new IllegalArgumentException(
                        "--cypher-as takes both, function or auto-commit, got \"" + flags.get("--cypher-as") + "\"");
        };
        try {
            LoadBenchmark.run(new LoadBenchmark.Settings(
                    people,
                    clients,
                    Duration.ofSeconds(seconds),
                    Duration.ofSeconds(warmup),
                    Duration.ofSeconds(maxWarmup),
                    store,
                    out,
                    workloads,
                    database,
                    client,
                    cypherAs,
                    flags.containsKey("--iskra-statement")));
            return 0;
        } catch (Exception e) {
            System.err.println("iskra: benchmark failed: " + e.getMessage());
            return 1;
        }
    }

    /**
     * The import benchmark's baseline (see {@link RawImportBaseline}): the same CSV rows through plain UNWIND … CREATE.
     */
    private static int importBaseline(List<String> args) {
        int batchSize = ToolFlags.intFlag(args, "--batch-size", 5_000);
        List<Path> folders = ToolFlags.positional(args);
        if (folders.size() != 1) {
            ToolFlags.usage(
                    JAR,
                    System.err,
                    "bench --import-baseline [--batch-size N] --store EMPTY_FOLDER CSV_FOLDER",
                    "Name one folder of CSV files.");
            return 2;
        }
        try (IskraApp app = IskraApp.open(Config.from(args, System.getenv()))) {
            long started = System.nanoTime();
            long records = new RawImportBaseline(app.graph(), batchSize).run(folders.getFirst());
            double seconds = (System.nanoTime() - started) / 1e9;
            System.out.printf(
                    "baseline: %,d records in %.1f s (%,.0f records/s)%n", records, seconds, records / seconds);
            return 0;
        } catch (IOException e) {
            System.err.println("iskra: " + e.getMessage());
            return 1;
        }
    }

    /** The write-path comparison (see {@link org.iskra.tools.bench.MutationCostBenchmark}). */
    private static int mutationCost(List<String> args) {
        try {
            MutationCostBenchmark.run(
                    ToolFlags.intFlag(args, "--people", 10_000),
                    ToolFlags.intFlag(args, "--batch-size", 1_000),
                    ToolFlags.intFlag(args, "--singles", 1_000));
            return 0;
        } catch (Exception e) {
            System.err.println("iskra: benchmark failed: " + e.getMessage());
            return 1;
        }
    }

    private static int soak(List<String> args) {
        int clients = ToolFlags.intFlag(args, "--clients", 64);
        int seconds = ToolFlags.intFlag(args, "--seconds", 60);
        int warmup = ToolFlags.intFlag(args, "--warmup", 10);
        long pid = ToolFlags.intFlag(args, "--server-pid", 0);
        Map<String, String> flags = ToolFlags.flags(args);
        String url = flags.get("--url");
        String token = System.getenv("ISKRA_SOAK_TOKEN");
        if (url == null || token == null || token.isBlank()) {
            ToolFlags.usage(
                    JAR,
                    System.err,
                    "soak --url URL [--server-pid PID] [--clients C] [--seconds S] [--warmup S] [--out FILE]",
                    "Name the server's /graphql URL with --url and put one of its write tokens in ISKRA_SOAK_TOKEN.");
            return 2;
        }
        Path out = Path.of(flags.getOrDefault("--out", "bench-results/soak-" + System.currentTimeMillis() + ".json"));
        return Soak.command(new Soak.Settings(
                URI.create(url),
                token,
                pid,
                clients,
                Duration.ofSeconds(seconds),
                Duration.ofSeconds(warmup),
                Duration.ofSeconds(5),
                out));
    }

    private static int generate(List<String> args) {
        int people = ToolFlags.intFlag(args, "--people", 10_000);
        int seed = ToolFlags.intFlag(args, "--seed", 1903);
        int out = args.indexOf("--out");
        if (out < 0 || out + 1 >= args.size()) {
            ToolFlags.usage(
                    JAR,
                    System.err,
                    "generate --people N --out FOLDER [--seed S]",
                    "Name the output folder with --out.");
            return 2;
        }
        try {
            long statements = new SyntheticGraph(people, seed).write(Path.of(args.get(out + 1)));
            System.out.printf("wrote %,d people and %,d statements to %s%n", people, statements, args.get(out + 1));
            return 0;
        } catch (IOException e) {
            System.err.println("iskra: " + e.getMessage());
            return 1;
        }
    }
}
