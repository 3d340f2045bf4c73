package org.iskra.tools.soak;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** Every few seconds: the throughput and errors since the last sample, the server's heap and RSS. */
final class Sampler {
    /** One point of the time series; memory figures in bytes, -1 when unknown. */
    record Sample(
            double atSeconds,
            double requestsPerSecond,
            double errorsPerSecond,
            long heapUsedBytes,
            long heapCommittedBytes,
            long rssBytes) {}

    private final ServerProbe probe;
    private final Traffic traffic;
    private final long started = System.nanoTime();
    private final List<Sample> samples = new ArrayList<>();
    private final ScheduledExecutorService timer =
            Executors.newSingleThreadScheduledExecutor(r -> new Thread(r, "soak-sampler"));
    private long lastAt = started;
    private long lastSent;
    private long lastFailed;

    private Sampler(ServerProbe probe, Traffic traffic) {
        this.probe = probe;
        this.traffic = traffic;
    }

    static Sampler start(ServerProbe probe, Traffic traffic, Duration every) {
        Sampler sampler = new Sampler(probe, traffic);
        sampler.timer.scheduleAtFixedRate(sampler::sample, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
        return sampler;
    }

    /** Stops sampling and returns the series. */
    List<Sample> stop() throws InterruptedException {
        timer.shutdown();
        timer.awaitTermination(60, TimeUnit.SECONDS);
        synchronized (samples) {
            return List.copyOf(samples);
        }
    }

    private void sample() {
        long now = System.nanoTime();
        long sent = traffic.sent();
        long failed = traffic.failed();
        double seconds = (now - lastAt) / 1e9;
        ServerProbe.Heap heap = probe.heap();
        Sample sample = new Sample(
                (now - started) / 1e9,
                (sent - lastSent) / seconds,
                (failed - lastFailed) / seconds,
                heap.usedBytes(),
                heap.committedBytes(),
                probe.rssBytes());
        lastAt = now;
        lastSent = sent;
        lastFailed = failed;
        synchronized (samples) {
            samples.add(sample);
        }
    }
}
