package org.iskra.tools.soak;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The soak run (not part of CI; {@code bench/soak.sh} runs it against a server process of its own): C closed-loop
 * clients on one keep-alive HTTP client mix reads of the shipped data with authorised writes of records of their own
 * (after one request of every kind) for a warm-up and then a measured period, while the server's heap and RSS are
 * sampled; then every acknowledged write is checked over GraphQL. The run fails on any error, any lost write, any
 * missing audit record, and any re-send that changed something.
 */
public final class Soak {
    /**
     * What to run: the server's /graphql URL, a write token, its pid (0: do not sample), load, sampling interval,
     * result file.
     */
    public record Settings(
            URI url,
            String token,
            long serverPid,
            int clients,
            Duration duration,
            Duration warmup,
            Duration sampleEvery,
            Path out) {}

    private Soak() {}

    static SoakResult run(Settings s) throws IOException, InterruptedException {
        GraphQLClient client = new GraphQLClient(s.url(), s.token());
        ServerProbe probe = new ServerProbe(s.serverPid());
        Acknowledged acked = new Acknowledged();
        String loadBefore = loadAverage();
        ServerProbe.Heap before = probe.liveHeap();
        Tally measured = new Tally();
        Tally warmup = new Tally();
        Traffic traffic = new Traffic(s.warmup().isZero() ? measured : warmup);
        Sampler sampler = Sampler.start(probe, traffic, s.sampleEvery());
        String runTag = Long.toString(System.currentTimeMillis() / 1000 % 10_000_000, 36);
        // one request of every kind first: a broken request shows at once, and the query plans are warm
        new SoakClient(s.clients(), runTag, client, traffic, acked, 0).everyKindOnce();
        long measureFrom = System.nanoTime() + s.warmup().toNanos();
        long end = measureFrom + s.duration().toNanos();
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int c = 0; c < s.clients(); c++) {
                pool.submit(new SoakClient(c, runTag, client, traffic, acked, end));
            }
            Thread.sleep(Duration.ofNanos(Math.max(0, measureFrom - System.nanoTime())));
            traffic.startPhase(measured);
        }
        double seconds = (System.nanoTime() - measureFrom) / 1e9;
        List<Sampler.Sample> series = sampler.stop();
        ServerProbe.Heap after = probe.liveHeap();
        Verifier.Verification verification = new Verifier(client).verify(acked);
        String machine = Runtime.getRuntime().availableProcessors() + " cores, load average " + loadBefore + " before, "
                + loadAverage() + " after";
        SoakResult result = new SoakResult(
                Instant.now().toString(),
                machine,
                s.url().toString(),
                s.clients(),
                seconds,
                s.warmup().toSeconds(),
                Arrays.stream(Kind.values())
                        .map(k -> measured.figures(k, seconds))
                        .toList(),
                measured.total(seconds),
                measured.errors(),
                warmup.errors(),
                examples(warmup, measured),
                measured.serverFailures() + warmup.serverFailures(),
                acked.writes(),
                acked.unacknowledgedWrites(),
                acked.resendsThatChanged(),
                series,
                before,
                after,
                verification,
                failures(List.of(warmup, measured), acked, verification));
        SoakReport.print(result, System.out);
        SoakReport.write(result, s.out());
        System.out.println("results written to " + s.out());
        return result;
    }

    private static List<String> failures(List<Tally> phases, Acknowledged acked, Verifier.Verification v) {
        List<String> failures = new ArrayList<>();
        long failed = phases.stream().mapToLong(Tally::failed).sum();
        if (failed > 0) {
            failures.add(failed + " requests failed, "
                    + phases.stream().mapToLong(Tally::serverFailures).sum() + " of them server failures");
        }
        if (v.lost() > 0) {
            failures.add(v.lost() + " lost writes");
        }
        if (v.missingBatches() > 0) {
            failures.add(v.missingBatches() + " audit records missing or wrong");
        }
        if (!acked.resendsThatChanged().isEmpty()) {
            failures.add(acked.resendsThatChanged().size() + " re-sends changed something");
        }
        if (acked.writes() == 0) {
            failures.add("no write was acknowledged");
        }
        return failures;
    }

    private static Map<String, String> examples(Tally warmup, Tally measured) {
        Map<String, String> examples = new TreeMap<>(warmup.examples());
        examples.putAll(measured.examples());
        return examples;
    }

    /** The 1-, 5- and 15-minute load averages of the machine, from /proc/loadavg. */
    private static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return fields[0] + " " + fields[1] + " " + fields[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    /** The {@code soak} command: its exit code is 0 only when the run passed. */
    public static int command(Settings settings) {
        try {
            return run(settings).passed() ? 0 : 1;
        } catch (IOException e) {
            System.err.println("iskra: soak failed: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }
}
