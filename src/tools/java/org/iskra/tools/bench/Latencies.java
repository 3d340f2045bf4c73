package org.iskra.tools.bench;

import java.util.Arrays;

/** Latencies of one run in microseconds, and the figures reported from them. */
final class Latencies {
    private long[] micros = new long[1 << 16];
    private int count;
    private int errors;

    synchronized void add(long nanos, boolean ok) {
        if (!ok) {
            errors++;
            return;
        }
        if (count == micros.length) {
            micros = Arrays.copyOf(micros, count * 2);
        }
        micros[count++] = nanos / 1_000;
    }

    /** Throughput, percentiles (ms) and errors of a run that lasted {@code seconds}. */
    record Summary(double throughput, double p50, double p95, double p99, int requests, int errors) {}

    synchronized Summary summary(double seconds) {
        long[] sorted = Arrays.copyOf(micros, count);
        Arrays.sort(sorted);
        return new Summary(
                count / seconds, percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99), count, errors);
    }

    private static double percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int index = (int) Math.min(sorted.length - 1, Math.ceil(p / 100.0 * sorted.length) - 1);
        return sorted[Math.max(0, index)] / 1000.0;
    }
}
