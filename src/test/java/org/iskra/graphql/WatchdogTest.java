package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.iskra.store.Deadline;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class WatchdogTest {

    @Test
    @Timeout(10)
    void aReadPastItsLimitIsInterruptedAndTheInterruptIsClearedWhenItsWatchEnds() {
        try (Watchdog watchdog = new Watchdog()) {
            Deadline deadline = Deadline.after(Duration.ofMillis(100));
            Watchdog.Watch watch = watchdog.watch(deadline);
            long started = System.nanoTime();
            boolean interrupted = false;
            try {
                Thread.sleep(5_000);
            } catch (InterruptedException e) {
                interrupted = true;
            }
            long millis = (System.nanoTime() - started) / 1_000_000;
            assertTrue(interrupted, "the sleeping read was interrupted");
            assertTrue(
                    millis >= 100 && millis < 2_000,
                    "interrupted soon after its 100 ms limit, after " + millis + " ms");
            assertTrue(watch.end(), "the watch says the limit passed");
            assertFalse(Thread.currentThread().isInterrupted(), "the thread is ready for its next request");
        }
    }

    @Test
    @Timeout(10)
    void aReadEndedInTimeIsNeverInterruptedLater() throws InterruptedException {
        try (Watchdog watchdog = new Watchdog()) {
            Watchdog.Watch watch = watchdog.watch(Deadline.after(Duration.ofMillis(100)));
            assertFalse(watch.end(), "ended within its limit");
            Thread.sleep(100 + 10 * Watchdog.TICK.toMillis()); // well past the ended watch's limit
            assertFalse(Thread.currentThread().isInterrupted());
        }
    }
}
