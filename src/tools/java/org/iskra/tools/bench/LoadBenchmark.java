package org.iskra.tools.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.javalin.Javalin;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iskra.core.Directories;
import org.iskra.importer.BulkImport;
import org.iskra.server.Config;
import org.iskra.server.HttpApi;
import org.iskra.server.IskraApp;
import org.iskra.store.Cypher;
import org.iskra.store.EmbeddedNeo4j;
import org.iskra.store.Graph;
import org.iskra.store.Migrations;
import org.iskra.tools.neo4j.CountingDriver;
import org.iskra.tools.neo4j.ExternalNeo4j;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.Query;

/**
 * The load benchmark: for each workload, a closed loop of C clients for a fixed time against {@code POST /graphql}
 * (HTTP keep-alive) and the same loop against the equivalent hand-written Cypher through the driver, in the same
 * process and run, alternating in slices of about a second. Prints throughput, p50/p95/p99 and errors, the
 * GraphQL/Cypher ratios, heap and RSS, and writes the figures as JSON.
 */
public final class LoadBenchmark {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * What to run: graph size, concurrency, time per phase, where to keep the store and the results, which workloads
     * (empty: all), and where the database runs: {@code EMBEDDED} in this process, or a Neo4j server in a process of
     * its own reached through {@code bolt://} or {@code neo4j://}; the HTTP client the GraphQL side is sent with, how
     * the Cypher side runs its statement, and whether to run, as a third side, the statement Iskra itself sends for the
     * request alone through the driver ({@code iskraStatement}), which splits the gap between the two sides into what
     * Iskra's Cypher costs the database and what the HTTP and GraphQL layer costs.
     */
    public record Settings(
            int people,
            int clients,
            Duration duration,
            Duration warmup,
            Duration maxWarmup,
            Path store,
            Path out,
            List<String> workloads,
            Database database,
            BenchClient.Kind client,
            CypherAs cypherAs,
            boolean iskraStatement) {
        public Settings(
                int people,
                int clients,
                Duration duration,
                Duration warmup,
                Duration maxWarmup,
                Path store,
                Path out,
                List<String> workloads,
                Database database) {
            this(
                    people,
                    clients,
                    duration,
                    warmup,
                    maxWarmup,
                    store,
                    out,
                    workloads,
                    database,
                    BenchClient.Kind.SOCKET,
                    CypherAs.BOTH,
                    false);
        }

        /**
         * Without the common warm-up: each workload warmed for {@code warmup} alone (a smoke run, not figures to
         * quote).
         */
        public Settings(
                int people,
                int clients,
                Duration duration,
                Duration warmup,
                Path store,
                Path out,
                List<String> workloads,
                Database database) {
            this(people, clients, duration, warmup, Duration.ZERO, store, out, workloads, database);
        }

        public Settings(
                int people,
                int clients,
                Duration duration,
                Duration warmup,
                Path store,
                Path out,
                List<String> workloads) {
            this(people, clients, duration, warmup, store, out, workloads, Database.EMBEDDED);
        }
    }

    /**
     * How the hand-written side runs its one statement: in a transaction function ({@code executeRead}, as the driver's
     * manual advises), alone as an auto-commit read (one round trip, as Iskra sends an operation it knows to need one
     * statement), or both, alternating in the same slices, the ratios then taken against the faster of the two (the
     * default: the baseline of the performance targets).
     */
    public enum CypherAs {
        FUNCTION,
        AUTO_COMMIT,
        BOTH;

        String label() {
            return switch (this) {
                case FUNCTION -> "function";
                case AUTO_COMMIT -> "auto-commit";
                case BOTH -> "both, ratios against the faster";
            };
        }
    }

    /** Where the benchmark's database runs. */
    public enum Database {
        EMBEDDED,
        EXTERNAL_BOLT,
        EXTERNAL_ROUTING
    }

    /** What one request costs the database: statements sent and transactions begun. */
    public record Cost(long statements, long transactions) {}

    /**
     * The figures of one workload: {@code cypher} is the hand-written side the ratios are taken against
     * ({@code cypherForm}: function or auto-commit), {@code cypherOther} the other form when both ran (null otherwise),
     * {@code iskraStatement} the statement the GraphQL side sends, run alone as an auto-commit read (null unless asked
     * for, or when a request sends more than one).
     */
    public record Result(
            String workload,
            String description,
            Latencies.Summary graphql,
            Latencies.Summary cypher,
            double throughputRatio,
            double p50Ratio,
            double p99Ratio,
            Cost graphqlCost,
            Cost cypherCost,
            String cypherForm,
            Latencies.@Nullable Summary cypherOther,
            Latencies.@Nullable Summary iskraStatement) {}

    public static List<Result> run(Settings s) throws Exception {
        boolean fresh = !Files.exists(s.store().resolve("data"));
        Config config = Config.from(
                List.of("--port", "0", "--store", s.store().toString(), "--data", "/nonexistent"), Map.of());
        CountingDriver counter = new CountingDriver();
        try (BenchDatabase db = BenchDatabase.start(s, counter, config);
                IskraApp app = IskraApp.over(config, db.graph())) {
            if (fresh) {
                load(app, s.people());
            }
            Javalin http = HttpApi.create(app).start(0);
            // one HTTP client for the whole run (keep-alive connections, as a front end holds them)
            try (BenchClient endpoint = BenchClient.of(s.client(), http.port())) {
                List<Workload> selected = Workload.all(s.people()).stream()
                        .filter(w -> s.workloads().isEmpty() || s.workloads().contains(w.name()))
                        .toList();
                JitWarmup.Outcome warm = s.maxWarmup().isZero()
                        ? JitWarmup.Outcome.NONE
                        : new JitWarmup(s.warmup(), s.maxWarmup())
                                .run(
                                        selected.stream()
                                                .flatMap(w -> Stream.concat(
                                                        Stream.of(viaGraphql(w, endpoint)),
                                                        forms(s.cypherAs()).stream()
                                                                .map(as -> viaCypher(w, app.graph(), as))))
                                                .toList(),
                                        slice -> loop(slice.call(), s.clients(), slice.length(), new Latencies()));
                if (warm != JitWarmup.Outcome.NONE) {
                    System.out.println(warm.summary());
                }
                List<Result> results = new ArrayList<>();
                for (Workload w : selected) {
                    results.add(measure(w, s, endpoint, app.graph(), counter));
                }
                report(s, results, db.where(), warm);
                return results;
            } finally {
                http.stop();
            }
        }
    }

    /** The database under the benchmark and the graph over it, whose driver counts what each request sends. */
    private record BenchDatabase(Graph graph, String where, AutoCloseable process) implements AutoCloseable {
        static BenchDatabase start(Settings s, CountingDriver counter, Config config) throws IOException {
            Duration timeout = config.limits().requestTimeout();
            AutoCloseable process;
            String uri;
            String where;
            if (s.database() == Database.EMBEDDED) {
                EmbeddedNeo4j embedded = EmbeddedNeo4j.start(s.store(), config.pageCache(), timeout.plusSeconds(50));
                process = embedded;
                uri = embedded.boltUri();
                where = "embedded Neo4j, Bolt at " + uri;
            } else {
                ExternalNeo4j server = ExternalNeo4j.start(s.store(), config.pageCache());
                process = server;
                uri = s.database() == Database.EXTERNAL_ROUTING ? server.routingUri() : server.boltUri();
                where = "Neo4j in a separate process, " + uri;
            }
            Graph graph = new Graph(
                    counter.wrap(GraphDatabase.driver(uri, AuthTokens.none(), Graph.driverConfig())),
                    null,
                    timeout,
                    config.limits().writeTimeout());
            Migrations.applyAndAwait(
                    () -> graph, System.nanoTime() + Duration.ofMinutes(5).toNanos()); // never load without the indexes
            graph.nameHomeDatabase(); // as the server does once the schema is in place
            return new BenchDatabase(graph, where, process);
        }

        @Override
        public void close() throws Exception {
            graph.close();
            process.close();
        }
    }

    private static void load(IskraApp app, int people) throws IOException {
        Path dir = Files.createTempDirectory("iskra-bench-data");
        try {
            long statements = new SyntheticGraph(people, 1903).write(dir);
            System.out.printf("Importing %,d people and %,d statements…%n", people, statements);
            BulkImport.Totals totals =
                    new BulkImport(app.stores().importer(), 10_000, false, System.err).run(List.of(dir));
            System.out.println(totals.summary());
        } finally {
            Directories.deleteQuietly(
                    dir); // the data files are in the store now: a temporary directory per run would pile up
        }
    }

    /** One request of {@code w} over HTTP, true when answered 200 without errors. */
    private static BooleanSupplier viaGraphql(Workload w, BenchClient endpoint) {
        byte[] body = BenchClient.body(JSON, w.graphql());
        return () -> endpoint.post(body);
    }

    /** One run of {@code w}'s hand-written Cypher through the driver. */
    private static BooleanSupplier viaCypher(Workload w, Graph graph, CypherAs as) {
        return run(w.cypher(), w.params(), graph, as);
    }

    /** One run of {@code statement} through the driver, in a transaction function or alone as an auto-commit read. */
    private static BooleanSupplier run(Cypher statement, Map<String, Object> params, Graph graph, CypherAs as) {
        return () -> {
            try {
                if (as == CypherAs.AUTO_COMMIT) {
                    graph.inOneRead(snapshot -> snapshot.read(statement, params, r -> r), true);
                } else {
                    graph.read(statement, params, r -> r);
                }
                return true;
            } catch (RuntimeException e) {
                return false;
            }
        };
    }

    /** The forms the hand-written side runs in. */
    private static List<CypherAs> forms(CypherAs as) {
        return as == CypherAs.BOTH ? List.of(CypherAs.FUNCTION, CypherAs.AUTO_COMMIT) : List.of(as);
    }

    private static Result measure(Workload w, Settings s, BenchClient endpoint, Graph graph, CountingDriver counter)
            throws Exception {
        BooleanSupplier viaGraphql = viaGraphql(w, endpoint);
        List<CypherAs> forms = forms(s.cypherAs());
        List<BooleanSupplier> viaCypher =
                forms.stream().map(as -> viaCypher(w, graph, as)).toList();
        // one request alone first, so the first plans are made once rather than by C clients at a time;
        // then a few more of each alone, to count what a steady request sends to the database
        viaGraphql.getAsBoolean();
        viaCypher.forEach(BooleanSupplier::getAsBoolean);
        Cost graphqlCost = cost(counter, viaGraphql);
        Cost cypherCost = cost(counter, viaCypher.getFirst());
        List<BooleanSupplier> sides = new ArrayList<>(viaCypher);
        if (s.iskraStatement() && graphqlCost.statements() == 1) {
            viaGraphql.getAsBoolean();
            Query sent = counter.lastQuery();
            if (sent != null) {
                sides.add(viaIskraStatement(sent, graph));
            }
        }
        loop(viaGraphql, s.clients(), s.warmup(), new Latencies());
        for (BooleanSupplier side : sides) {
            loop(side, s.clients(), s.warmup(), new Latencies());
        }
        // the sides alternate in slices of about a second, so load from outside the benchmark
        // (other processes on the machine) weighs on all of them alike
        Latencies graphqlLatencies = new Latencies();
        List<Latencies> sideLatencies = sides.stream().map(f -> new Latencies()).toList();
        long slices = Math.max(1, s.duration().toSeconds());
        Duration slice = s.duration().dividedBy(slices);
        long graphqlNanos = 0;
        long[] sideNanos = new long[sides.size()];
        for (long i = 0; i < slices; i++) {
            graphqlNanos += loop(viaGraphql, s.clients(), slice, graphqlLatencies);
            for (int f = 0; f < sides.size(); f++) {
                sideNanos[f] += loop(sides.get(f), s.clients(), slice, sideLatencies.get(f));
            }
        }
        Latencies.Summary graphql = graphqlLatencies.summary(graphqlNanos / 1e9);
        List<Latencies.Summary> cypher = new ArrayList<>();
        for (int f = 0; f < forms.size(); f++) {
            cypher.add(sideLatencies.get(f).summary(sideNanos[f] / 1e9));
        }
        Latencies.@Nullable Summary iskraStatement =
                sides.size() > forms.size() ? sideLatencies.getLast().summary(sideNanos[sides.size() - 1] / 1e9) : null;
        int faster =
                cypher.size() > 1 && cypher.get(1).throughput() > cypher.get(0).throughput() ? 1 : 0;
        Latencies.Summary baseline = cypher.get(faster);
        Latencies.@Nullable Summary other = cypher.size() > 1 ? cypher.get(1 - faster) : null;
        return new Result(
                w.name(),
                w.description(),
                graphql,
                baseline,
                graphql.throughput() / baseline.throughput(),
                graphql.p50() / baseline.p50(),
                graphql.p99() / baseline.p99(),
                graphqlCost,
                cypherCost,
                forms.get(faster).label(),
                other,
                iskraStatement);
    }

    /**
     * The statement the GraphQL side sent for one request, with its parameters, run alone as an auto-commit read, the
     * way Iskra sends an operation it knows to need one statement.
     */
    private static BooleanSupplier viaIskraStatement(Query sent, Graph graph) {
        return run(
                new Cypher("the GraphQL side's statement", sent.text()),
                sent.parameters().asMap(),
                graph,
                CypherAs.AUTO_COMMIT);
    }

    /**
     * What one steady request sends: the fewest of three requests, as reads kept in memory for a while (the graph
     * version, read again at most once a second) cost a statement only to the request that refreshes them.
     */
    private static Cost cost(CountingDriver counter, BooleanSupplier request) {
        Cost fewest = new Cost(Long.MAX_VALUE, Long.MAX_VALUE);
        for (int i = 0; i < 3; i++) {
            long statements = counter.statements();
            long transactions = counter.transactions();
            request.getAsBoolean();
            Cost cost = new Cost(counter.statements() - statements, counter.transactions() - transactions);
            fewest = cost.statements() < fewest.statements() ? cost : fewest;
        }
        return fewest;
    }

    /**
     * A closed loop: each of {@code clients} virtual threads sends its next request as soon as the last one answered,
     * until {@code duration} has passed; returns the time until the last answer.
     */
    private static long loop(BooleanSupplier call, int clients, Duration duration, Latencies latencies)
            throws InterruptedException {
        long start = System.nanoTime();
        long end = start + duration.toNanos();
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int c = 0; c < clients; c++) {
                pool.submit(() -> {
                    while (System.nanoTime() < end) {
                        long t = System.nanoTime();
                        boolean ok = call.getAsBoolean();
                        latencies.add(System.nanoTime() - t, ok);
                    }
                });
            }
        }
        return System.nanoTime() - start;
    }

    /** The JVM's garbage collectors (both sides of every workload run in this JVM, so they share its collector). */
    private static String collectors() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName)
                .collect(Collectors.joining(" + "));
    }

    private static void report(Settings s, List<Result> results, String where, JitWarmup.Outcome warm)
            throws IOException {
        System.out.printf(
                "%nN = %,d people, C = %d clients, %d s per phase; %s; HTTP client %s; Cypher as %s; collector %s%n%s%n",
                s.people(),
                s.clients(),
                s.duration().toSeconds(),
                where,
                s.client().name().toLowerCase(Locale.ROOT),
                cypherAs(s),
                collectors(),
                warm.summary());
        System.out.printf(
                "%-4s %-10s %10s %9s %9s %9s %7s %9s   %-10s %10s %9s %9s %9s %7s %9s   %8s %8s %8s%n",
                "",
                "",
                "req/s",
                "p50 ms",
                "p95 ms",
                "p99 ms",
                "errors",
                "stmts/tx",
                "",
                "req/s",
                "p50 ms",
                "p95 ms",
                "p99 ms",
                "errors",
                "stmts/tx",
                "thr GQL/C",
                "p50 GQL/C",
                "p99 GQL/C");
        for (Result r : results) {
            System.out.printf(
                    "%-4s %-10s %10.0f %9.2f %9.2f %9.2f %7d %9s   %-10s %10.0f %9.2f %9.2f %9.2f %7d %9s   %8.2f %8.2f %8.2f%n",
                    r.workload(),
                    "GraphQL",
                    r.graphql().throughput(),
                    r.graphql().p50(),
                    r.graphql().p95(),
                    r.graphql().p99(),
                    r.graphql().errors(),
                    r.graphqlCost().statements() + "/" + r.graphqlCost().transactions(),
                    "Cypher",
                    r.cypher().throughput(),
                    r.cypher().p50(),
                    r.cypher().p95(),
                    r.cypher().p99(),
                    r.cypher().errors(),
                    r.cypherCost().statements() + "/" + r.cypherCost().transactions(),
                    r.throughputRatio(),
                    r.p50Ratio(),
                    r.p99Ratio());
            if (r.cypherOther() != null) {
                System.out.printf(
                        "%-4s   ratios against Cypher as %s; as the other form: %.0f req/s, p50 %.2f ms, p99 %.2f ms%n",
                        "",
                        r.cypherForm(),
                        r.cypherOther().throughput(),
                        r.cypherOther().p50(),
                        r.cypherOther().p99());
            }
            Latencies.Summary own = r.iskraStatement();
            if (own != null) {
                System.out.printf(
                        "%-4s   the GraphQL side's statement alone (auto-commit): %.0f req/s, p50 %.2f ms, p99 %.2f ms;"
                                + " its throughput %.2f of the hand-written Cypher's, GraphQL's %.2f of it%n",
                        "",
                        own.throughput(),
                        own.p50(),
                        own.p99(),
                        own.throughput() / r.cypher().throughput(),
                        r.graphql().throughput() / own.throughput());
            }
        }
        Runtime rt = Runtime.getRuntime();
        long heapUsed = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        long rss = rssBytes();
        System.out.printf(
                "heap used %,d MB (max %,d MB), RSS %,d MB (server and clients; and the database when embedded)%n",
                heapUsed >> 20, rt.maxMemory() >> 20, rss >> 20);
        System.out.println(
                "stmts/tx: statements sent / transactions begun by one request (the database's round trips)");
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("at", Instant.now().toString());
        json.put("people", s.people());
        json.put("clients", s.clients());
        json.put("secondsPerPhase", s.duration().toSeconds());
        json.put("database", where);
        json.put("httpClient", s.client().name().toLowerCase(Locale.ROOT));
        json.put("cypherAs", cypherAs(s));
        json.put("garbageCollector", collectors());
        json.put("warmupSeconds", warm.took().toSeconds());
        json.put("jitSettled", warm.settled());
        json.put("heapUsedBytes", heapUsed);
        json.put("rssBytes", rss);
        json.put("results", results);
        Files.createDirectories(s.out().toAbsolutePath().getParent());
        JSON.writeValue(s.out().toFile(), json);
        System.out.println("results written to " + s.out());
    }

    private static String cypherAs(Settings s) {
        return s.cypherAs().label();
    }

    /** The resident set size of this process, from /proc (0 where there is none). */
    static long rssBytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    // "VmRSS:   123456 kB"
                    return Long.parseLong(
                                    line.substring("VmRSS:".length()).strip().split("\\s+")[0])
                            * 1024;
                }
            }
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
        return 0;
    }
}
