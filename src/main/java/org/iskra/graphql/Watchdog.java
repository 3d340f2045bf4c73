package org.iskra.graphql;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.iskra.store.Deadline;

/**
 * Stops reads that run on the request's own thread once their time limit passes: one daemon thread looks at the running
 * reads every {@link #TICK} and interrupts the thread of any whose deadline has passed. An interrupted thread waiting
 * on the database has the driver close its connection, so the read ends at once even when the database no longer
 * answers; the request is then answered TIMEOUT. Watching a read costs a set insertion and removal, where handing it to
 * another thread and waiting for it with a timeout cost two thread switches and a timer.
 */
final class Watchdog implements AutoCloseable {
    /** How often the running reads are looked at: a request is stopped at most this long after its limit. */
    static final Duration TICK = Duration.ofMillis(20);

    private static final int RUNNING = 0;
    private static final int ENDED = 1;
    private static final int STOPPING = 2;
    private static final int STOPPED = 3;

    private final Set<Watch> running = ConcurrentHashMap.newKeySet();
    private final Thread looker;

    Watchdog() {
        this.looker =
                Thread.ofPlatform().daemon().name("iskra-request-watchdog").start(this::look);
    }

    /** Watches the calling thread until {@link Watch#end}. */
    Watch watch(Deadline deadline) {
        Watch watch = new Watch(Thread.currentThread(), deadline);
        running.add(watch);
        return watch;
    }

    private void look() {
        while (!Thread.currentThread().isInterrupted()) {
            for (Watch watch : running) {
                watch.stopIfLate();
            }
            try {
                Thread.sleep(TICK);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    @Override
    public void close() {
        looker.interrupt();
    }

    /** One watched read. */
    final class Watch {
        private final Thread thread;
        private final Deadline deadline;
        private final AtomicInteger state = new AtomicInteger(RUNNING);

        private Watch(Thread thread, Deadline deadline) {
            this.thread = thread;
            this.deadline = deadline;
        }

        /**
         * Ends the watch, on the watched thread: true when the time limit passed and the thread was interrupted. The
         * interrupt is cleared, so the thread can serve the next request.
         */
        boolean end() {
            running.remove(this);
            if (state.compareAndSet(RUNNING, ENDED)) {
                return false;
            }
            while (state.get() != STOPPED) {
                Thread.onSpinWait(); // the looker is between its claim and the interrupt
            }
            Thread.interrupted();
            return true;
        }

        /** A request that claimed a commit is left to finish: its answer must report the write. */
        private void stopIfLate() {
            if (deadline.passed() && deadline.expire() && state.compareAndSet(RUNNING, STOPPING)) {
                thread.interrupt();
                state.set(STOPPED);
            }
        }
    }
}
