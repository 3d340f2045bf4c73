package org.iskra.changes;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Follows the change log for live readers. One poller reads what was committed since it last looked, at once after a
 * write of this server ({@link #wake}) and every {@code pollInterval} for the writes of other servers, and keeps the
 * latest changes in memory; each reader pulls from its own cursor ({@link Follower}), from memory or, when it is
 * further behind, from the log itself. Writers never wait for readers: a reader that does not keep up only falls
 * behind.
 */
public final class ChangeFeed implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ChangeFeed.class);
    /** Changes read by one poll at most; the poller reads again at once while it finds this many. */
    private static final int POLL_PAGE = 2_000;
    /** Changes a follower behind memory reads from the log at a time. */
    private static final int LOG_PAGE = 1_000;
    /** How soon a follower looks again when the log did not yet show a change the poller saw. */
    private static final Duration RETRY = Duration.ofMillis(50);

    private final ChangeLog log;
    private final Duration pollInterval;
    private final int window;
    /** The latest changes, by sequence number, contiguous up to {@link #latest}. */
    private final ConcurrentSkipListMap<Long, Change> recent = new ConcurrentSkipListMap<>();

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition moved = lock.newCondition();
    private volatile long latest = -1;
    private volatile boolean wakeRequested;
    private volatile boolean closed;
    private @Nullable Thread poller;

    /**
     * Keeps the last {@code window} changes in memory; polls every {@code pollInterval} once {@link #start started}.
     */
    public ChangeFeed(ChangeLog log, Duration pollInterval, int window) {
        this.log = log;
        this.pollInterval = pollInterval;
        this.window = window;
    }

    /** Starts following the log (the HTTP server does, and the first follower); does nothing when started or closed. */
    public synchronized void start() {
        if (poller == null && !closed) {
            poller = Thread.ofPlatform().daemon().name("iskra-change-feed").start(this::pollLoop);
        }
    }

    /** A write of this server committed: look for its changes now rather than at the next poll. */
    public void wake() {
        lock.lock();
        try {
            wakeRequested = true;
            moved.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** The latest sequence number the feed has seen committed; -1 until its first read. */
    public long latest() {
        return latest;
    }

    /**
     * A reader of the changes after {@code after}: only of {@code kinds} when not null, only about {@code entity} when
     * not null.
     */
    public Follower follow(long after, @Nullable Set<ChangeKind> kinds, @Nullable String entity) {
        start();
        return new Follower(after, kinds, entity);
    }

    /** One reader's position in the log. Not thread-safe: one reader, one thread at a time. */
    public final class Follower {
        private long cursor;
        private final @Nullable Set<ChangeKind> kinds;
        private final @Nullable String entity;

        private Follower(long after, @Nullable Set<ChangeKind> kinds, @Nullable String entity) {
            this.cursor = after;
            this.kinds = kinds;
            this.entity = entity;
        }

        /** The sequence number of the last change this reader has passed (delivered or filtered out). */
        public long cursor() {
            return cursor;
        }

        /**
         * Up to {@code max} next changes, waiting up to {@code wait} for one to be committed; an empty list when none
         * came (or the feed closed). Nothing is skipped or repeated.
         */
        public List<Change> next(int max, Duration wait) throws InterruptedException {
            long deadline = System.nanoTime() + wait.toNanos();
            while (!closed) {
                long before = cursor;
                List<Change> found = read(max);
                if (!found.isEmpty()) {
                    return found;
                }
                if (cursor != before) {
                    continue; // passed changes that do not match: look further at once
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return List.of();
                }
                lock.lockInterruptibly();
                try {
                    if (!closed) {
                        // nothing new; or the log read did not yet show what the poller saw (a lagging cluster member):
                        // try again soon
                        moved.awaitNanos(latest <= cursor ? left : Math.min(left, RETRY.toNanos()));
                    }
                } finally {
                    lock.unlock();
                }
            }
            return List.of();
        }

        private List<Change> read(int max) {
            long known = latest;
            if (known >= 0 && cursor >= known) {
                return List.of();
            }
            Map.Entry<Long, Change> oldest = recent.firstEntry();
            if (known >= 0 && oldest != null && oldest.getKey() <= cursor + 1) {
                long before = cursor;
                List<Change> found =
                        take(recent.subMap(cursor, false, known, true).values(), max);
                if (!found.isEmpty() || cursor != before) {
                    return found;
                }
                // the poller dropped the next change meanwhile: read the log instead
            }
            // further behind than memory reaches (or before the first poll): from the log, every change in order,
            // filtered
            // here, so that the cursor only ever passes changes it has read
            return take(log.after(cursor, LOG_PAGE, null, null), max);
        }

        /**
         * Passes the changes that follow the cursor without a gap (sequence numbers have none, so a gap means memory
         * lost the next one) and returns those that match, at most {@code max}.
         */
        private List<Change> take(Iterable<Change> following, int max) {
            List<Change> found = new ArrayList<>();
            for (Change c : following) {
                if (c.seq() != cursor + 1) {
                    break;
                }
                cursor = c.seq();
                if (matches(c)) {
                    found.add(c);
                    if (found.size() == max) {
                        break;
                    }
                }
            }
            return found;
        }

        private boolean matches(Change c) {
            return (kinds == null || kinds.contains(c.kind())) && (entity == null || c.concerns(entity));
        }
    }

    private void pollLoop() {
        while (!closed) {
            try {
                boolean full = poll();
                if (!full) {
                    awaitWakeOrInterval();
                }
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                LOG.debug(
                        "The change feed could not read the log: {}",
                        e.toString()); // the database may be starting or away; try again
                try {
                    Thread.sleep(pollInterval.toMillis());
                } catch (InterruptedException stop) {
                    return;
                }
            }
        }
    }

    private void awaitWakeOrInterval() throws InterruptedException {
        lock.lockInterruptibly();
        try {
            if (!wakeRequested && !closed) {
                moved.await(pollInterval.toNanos(), TimeUnit.NANOSECONDS);
            }
            wakeRequested = false;
        } finally {
            lock.unlock();
        }
    }

    /** Reads what was committed since the last poll; true when it read a full page (more may wait). */
    private boolean poll() {
        if (latest < 0) {
            latest = log.latest(); // start at the present; followers further back read the log itself
            publish();
            return false;
        }
        List<Change> found = log.after(latest, POLL_PAGE, null, null);
        if (found.isEmpty()) {
            return false;
        }
        for (Change c : found) {
            recent.put(c.seq(), c);
        }
        while (recent.size() > window) {
            recent.pollFirstEntry();
        }
        latest = found.getLast().seq();
        publish();
        return found.size() == POLL_PAGE;
    }

    private void publish() {
        lock.lock();
        try {
            moved.signalAll();
        } finally {
            lock.unlock();
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (poller != null) {
            poller.interrupt();
        }
        publish();
    }
}
