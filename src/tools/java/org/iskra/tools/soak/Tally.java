package org.iskra.tools.soak;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;

/**
 * What the clients saw during one phase: per kind, the latency of every request (successful or not: a slow failure
 * counts in p99 too) and the errors by group; and running totals that the sampler reads every few seconds.
 */
final class Tally {
    private final Map<Kind, Latencies> byKind = new EnumMap<>(Kind.class);
    private final Map<String, Long> errors = new TreeMap<>();
    private final Map<String, String> examples = new TreeMap<>();
    private final AtomicLong failed = new AtomicLong();
    private long serverFailures;

    Tally() {
        for (Kind kind : Kind.values()) {
            byKind.put(kind, new Latencies());
        }
    }

    void record(Kind kind, long nanos, Outcome outcome) {
        Objects.requireNonNull(byKind.get(kind)).add(nanos, outcome.error() != null);
        if (outcome.error() != null) {
            failed.incrementAndGet();
            synchronized (errors) {
                errors.merge(kind.label() + ": " + outcome.error(), 1L, Long::sum);
                examples.putIfAbsent(kind.label() + ": " + outcome.error(), abbreviated(outcome.detail()));
                serverFailures += outcome.serverFailure() ? 1 : 0;
            }
        }
    }

    long failed() {
        return failed.get();
    }

    Map<String, Long> errors() {
        synchronized (errors) {
            return new TreeMap<>(errors);
        }
    }

    /** The first error of each group: its path and message. */
    Map<String, String> examples() {
        synchronized (errors) {
            return new TreeMap<>(examples);
        }
    }

    private static String abbreviated(@Nullable String text) {
        return text == null ? "" : text.length() <= 300 ? text : text.substring(0, 300) + "…";
    }

    long serverFailures() {
        synchronized (errors) {
            return serverFailures;
        }
    }

    /** The figures of one kind over {@code seconds}. */
    record KindFigures(
            String kind, long requests, long errors, double perSecond, double p50Ms, double p99Ms, double maxMs) {}

    KindFigures figures(Kind kind, double seconds) {
        return Objects.requireNonNull(byKind.get(kind)).figures(kind.label(), seconds);
    }

    /** All kinds together. */
    KindFigures total(double seconds) {
        Latencies all = new Latencies();
        byKind.values().forEach(all::addAll);
        return all.figures("all", seconds);
    }

    /** Latencies of one kind, in microseconds. */
    private static final class Latencies {
        private long[] micros = new long[1 << 12];
        private int count;
        private long errors;

        synchronized void add(long nanos, boolean error) {
            if (count == micros.length) {
                micros = Arrays.copyOf(micros, count * 2);
            }
            micros[count++] = nanos / 1_000;
            errors += error ? 1 : 0;
        }

        synchronized void addAll(Latencies other) {
            synchronized (other) {
                for (int i = 0; i < other.count; i++) {
                    add(other.micros[i] * 1_000, false);
                }
                errors += other.errors;
            }
        }

        synchronized KindFigures figures(String name, double seconds) {
            long[] sorted = Arrays.copyOf(micros, count);
            Arrays.sort(sorted);
            return new KindFigures(
                    name,
                    count,
                    errors,
                    count / seconds,
                    percentile(sorted, 50),
                    percentile(sorted, 99),
                    count == 0 ? 0 : sorted[count - 1] / 1000.0);
        }

        private static double percentile(long[] sorted, double p) {
            if (sorted.length == 0) {
                return 0;
            }
            int index = (int) Math.min(sorted.length - 1, Math.ceil(p / 100.0 * sorted.length) - 1);
            return sorted[Math.max(0, index)] / 1000.0;
        }
    }
}
