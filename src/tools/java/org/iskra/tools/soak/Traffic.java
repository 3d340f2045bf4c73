package org.iskra.tools.soak;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Where clients report each request: the tally of the current phase (warm-up, then the measured run) and running totals
 * over both phases for the time series.
 */
final class Traffic {
    private final AtomicLong sent = new AtomicLong();
    private final AtomicLong failed = new AtomicLong();
    private volatile Tally phase;

    Traffic(Tally first) {
        this.phase = first;
    }

    void record(Kind kind, long nanos, Outcome outcome) {
        phase.record(kind, nanos, outcome);
        sent.incrementAndGet();
        if (outcome.error() != null) {
            failed.incrementAndGet();
        }
    }

    void startPhase(Tally next) {
        phase = next;
    }

    long sent() {
        return sent.get();
    }

    long failed() {
        return failed.get();
    }
}
