package org.iskra.tools.soak;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Prints a soak run as tables and writes it as JSON. */
final class SoakReport {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SoakReport() {}

    static void print(SoakResult r, PrintStream out) {
        out.printf(
                "%nSoak of %s: %d clients, %.0f s measured after %.0f s of warm-up, at %s%n",
                r.url(), r.clients(), r.measuredSeconds(), r.warmupSeconds(), r.at());
        out.println("machine: " + r.machine());
        out.printf(
                "%-16s %9s %9s %9s %9s %9s %7s%n", "kind", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "errors");
        for (Tally.KindFigures k : r.kinds()) {
            row(out, k);
        }
        row(out, r.total());
        out.printf(
                "writes acknowledged: %,d (not acknowledged: %,d); re-sends that changed something: %d%n",
                r.acknowledgedWrites(),
                r.unacknowledgedWrites(),
                r.resendsThatChanged().size());
        out.println(r.errors().isEmpty() ? "errors: none" : "errors (kind: HTTP status and extensions.code):");
        r.errors().forEach((group, n) -> out.printf("  %-50s %,d%n", group, n));
        r.warmupErrors().forEach((group, n) -> out.printf("  during the warm-up: %-31s %,d%n", group, n));
        r.errorExamples().forEach((group, example) -> out.printf("  first of %s: %s%n", group, example));
        out.printf(
                "server failures over the whole run (5xx, INTERNAL, TIMEOUT, UNAVAILABLE, dropped connections): %d%n",
                r.serverFailures());
        out.printf(
                "%8s %9s %9s %14s %14s %9s%n", "t s", "req/s", "errors/s", "heap used MB", "heap comm. MB", "RSS MB");
        for (Sampler.Sample s : r.series()) {
            out.printf(
                    "%8.0f %9.0f %9.1f %14s %14s %9s%n",
                    s.atSeconds(),
                    s.requestsPerSecond(),
                    s.errorsPerSecond(),
                    mb(s.heapUsedBytes()),
                    mb(s.heapCommittedBytes()),
                    mb(s.rssBytes()));
        }
        out.printf(
                "live heap after a full GC: %s MB before the load, %s MB after%n",
                mb(r.liveHeapBefore().usedBytes()), mb(r.liveHeapAfter().usedBytes()));
        Verifier.Verification v = r.verification();
        out.printf(
                "verification over GraphQL: %,d acknowledged values checked; lost writes: %d; audit records missing or wrong: %d%n",
                v.checked(), v.lost(), v.missingBatches());
        v.examples().forEach(e -> out.println("  " + e));
        out.println(r.passed() ? "PASSED" : "FAILED: " + String.join("; ", r.failures()));
    }

    static void write(SoakResult r, Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        JSON.writeValue(file.toFile(), r);
    }

    private static void row(PrintStream out, Tally.KindFigures k) {
        out.printf(
                "%-16s %9d %9.1f %9.1f %9.1f %9.1f %7d%n",
                k.kind(), k.requests(), k.perSecond(), k.p50Ms(), k.p99Ms(), k.maxMs(), k.errors());
    }

    private static String mb(long bytes) {
        return bytes < 0 ? "-" : String.valueOf(bytes >> 20);
    }
}
