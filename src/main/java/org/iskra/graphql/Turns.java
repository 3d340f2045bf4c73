package org.iskra.graphql;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Turns to run GraphQL requests: at most {@code n} at once, handed out in arrival order. A few requests at a time
 * finish sooner than all of them sharing the processors: in the soak run (64 clients on 2 cores) requests that all ran
 * at once stretched past the time limit, while in line each waits about as long as the others and then runs quickly.
 */
public final class Turns {
    private final Semaphore permits;

    public Turns(int n) {
        this.permits = new Semaphore(n, true);
    }

    /** Waits up to {@code bound} for a turn; false when none came. */
    public boolean take(Duration bound) throws InterruptedException {
        return permits.tryAcquire(bound.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Ends a turn taken with {@link #take}. */
    public void give() {
        permits.release();
    }
}
