package org.iskra.tools.soak;

import java.util.List;
import java.util.Map;

/**
 * The figures of one soak run, as printed and written to JSON: the machine (cores, load average before and after: other
 * work on it shows there), the load, per-kind and total throughput and latencies of the measured period, errors by
 * group (measured, and during the warm-up), server failures over both, the writes acknowledged, the time series of
 * throughput and server memory, the live heap before and after, what the verification found, and why the run failed
 * (empty when it passed).
 */
record SoakResult(
        String at,
        String machine,
        String url,
        int clients,
        double measuredSeconds,
        double warmupSeconds,
        List<Tally.KindFigures> kinds,
        Tally.KindFigures total,
        Map<String, Long> errors,
        Map<String, Long> warmupErrors,
        Map<String, String> errorExamples,
        long serverFailures,
        long acknowledgedWrites,
        long unacknowledgedWrites,
        List<String> resendsThatChanged,
        List<Sampler.Sample> series,
        ServerProbe.Heap liveHeapBefore,
        ServerProbe.Heap liveHeapAfter,
        Verifier.Verification verification,
        List<String> failures) {

    boolean passed() {
        return failures.isEmpty();
    }
}
