package org.iskra.tools.soak;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.Objects;
import java.util.SplittableRandom;

/** One closed-loop client: sends its next request as soon as the last one is answered, until the end of the run. */
final class SoakClient implements Runnable {
    private final GraphQLClient http;
    private final Traffic traffic;
    private final Acknowledged acked;
    private final long endNanos;
    private final SplittableRandom random;
    private final Writes writes;

    SoakClient(int index, String runTag, GraphQLClient http, Traffic traffic, Acknowledged acked, long endNanos) {
        this.http = http;
        this.traffic = traffic;
        this.acked = acked;
        this.endNanos = endNanos;
        this.random = new SplittableRandom(1903L * 64 + index);
        this.writes = new Writes("soak-" + runTag + "-c" + index + "-", random.split());
    }

    @Override
    public void run() {
        while (System.nanoTime() < endNanos && !Thread.currentThread().isInterrupted()) {
            step(Kind.pick(random));
        }
    }

    /** One request of every kind, in order (a re-send comes after the batch it re-sends). */
    void everyKindOnce() {
        for (Kind kind : Kind.values()) {
            step(kind);
        }
    }

    private void step(Kind kind) {
        Call call = kind.isWrite() ? writes.next(kind) : Reads.next(kind, random);
        long started = System.nanoTime();
        Outcome outcome = send(call);
        traffic.record(call.kind(), System.nanoTime() - started, outcome);
        if (call.field() == null) {
            return;
        }
        if (outcome.acknowledged()) {
            writes.acknowledged(call);
            acked.acknowledged(
                    call, Objects.requireNonNull(outcome.report(), "an acknowledged write carries its report"));
        } else {
            writes.unacknowledged(call);
            acked.unacknowledged(call);
        }
    }

    private Outcome send(Call call) {
        try {
            HttpResponse<String> response = http.send(call.query(), call.variables(), call.field() != null);
            return Outcome.of(call, response.statusCode(), response.body());
        } catch (IOException e) {
            return Outcome.transport(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Outcome.transport(new IOException("interrupted", e));
        }
    }
}
