package org.iskra.store;

import java.time.Duration;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;

/**
 * The time limit of one request, shared by the request and the writes it makes, so that an answer of TIMEOUT is the
 * truth. A write claims its commit just before committing; once the request has expired no claim succeeds (the write
 * rolls back), and a request whose write claimed first is not answered TIMEOUT blindly: it waits for the commit and
 * reports what was written.
 */
public final class Deadline {
    /** No time limit: the command line's imports. */
    public static final Deadline NONE = new Deadline(Long.MAX_VALUE, false);

    private final long endNanos;
    private final boolean limited;
    private boolean expired;
    private int claimed;
    private int committed;

    private Deadline(long endNanos, boolean limited) {
        this.endNanos = endNanos;
        this.limited = limited;
    }

    /** A deadline {@code limit} from now. */
    public static Deadline after(Duration limit) {
        return new Deadline(System.nanoTime() + limit.toNanos(), true);
    }

    /** The time left (zero or less once passed); {@code fallback} when unlimited. */
    Duration remainingOr(Duration fallback) {
        return limited ? Duration.ofNanos(endNanos - System.nanoTime()) : fallback;
    }

    /** True once the time limit has passed (never when unlimited). */
    public boolean passed() {
        return limited && System.nanoTime() - endNanos >= 0;
    }

    /** Called by a write right before it commits; refuses (the write then rolls back) once the request has expired. */
    synchronized void claimCommit() {
        if (!limited) {
            return;
        }
        if (expired) {
            throw timedOut();
        }
        claimed++;
    }

    /** Called once a write has committed. */
    synchronized void committed() {
        if (limited) {
            committed++;
        }
    }

    /**
     * Called when the request reaches its time limit: from now on no write of this request commits. True when none had
     * claimed its commit, so the request has written nothing.
     */
    public synchronized boolean expire() {
        expired = true;
        return claimed == 0;
    }

    /** Writes of this request that committed. */
    public synchronized int commits() {
        return committed;
    }

    static IskraException timedOut() {
        return new IskraException(
                ErrorCode.TIMEOUT,
                "The request reached its time limit before this write committed; nothing of it was written.");
    }
}
