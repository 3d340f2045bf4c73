package org.iskra.tools.bench;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The benchmark's common warm-up: every request of every workload, both sides, in turns of {@link #SLICE}, until the
 * JIT compiler of this JVM (the server, the clients and, when embedded, Neo4j) has settled. The GraphQL side runs far
 * more code than the hand-written one (Jetty, graphql-java, Jackson, the fetchers), so with a fixed short warm-up it is
 * measured while C2 still compiles it on one of the two cores: on 2 cores, {@code person(id:) { id name }} went from
 * 230 to 825 requests/s over its first 40 s, and C2 took a whole core for the first 10 s.
 */
final class JitWarmup {
    static final Duration SLICE = Duration.ofSeconds(1);
    /** Settled: compiling took less than this share of the wall time of one whole round. */
    static final double SETTLED_SHARE = 0.03;

    /** Runs one side of one workload for a while. */
    interface Slice {
        void run(Timed slice) throws InterruptedException;
    }

    /** One side of one workload, for {@code length}. */
    record Timed(BooleanSupplier call, Duration length) {}

    /** How the warm-up ended. */
    record Outcome(Duration took, boolean settled, double lastCompileShare) {
        /** No common warm-up was run. */
        static final Outcome NONE = new Outcome(Duration.ZERO, false, Double.NaN);

        String summary() {
            if (this == NONE) {
                return "No common warm-up (--max-warmup 0): the JIT may still be compiling; figures not to quote";
            }
            return String.format(
                    "Warm-up: %d s, %s (JIT compiling %.1f %% of the last round)",
                    took.toSeconds(),
                    settled ? "the JIT settled" : "stopped at --max-warmup before the JIT settled",
                    lastCompileShare * 100);
        }
    }

    private final Duration least;
    private final Duration most;
    private final CompilationMXBean jit = ManagementFactory.getCompilationMXBean();

    /** At least {@code least}; then on until the JIT settles, up to {@code most} (at least {@code least}). */
    JitWarmup(Duration least, Duration most) {
        this.least = least;
        this.most = most.compareTo(least) < 0 ? least : most;
    }

    Outcome run(List<BooleanSupplier> requests, Slice runner) throws InterruptedException {
        long start = System.nanoTime();
        while (true) {
            long wallBefore = System.nanoTime();
            long compileBefore = compileMillis();
            for (BooleanSupplier request : requests) {
                runner.run(new Timed(request, SLICE));
            }
            double share = (compileMillis() - compileBefore) * 1e6 / (System.nanoTime() - wallBefore);
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            boolean settled = share < SETTLED_SHARE;
            if (took.compareTo(least) >= 0 && (settled || took.compareTo(most) >= 0)) {
                return new Outcome(took, settled, share);
            }
        }
    }

    private long compileMillis() {
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : 0;
    }
}
