package org.iskra.graphql;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.iskra.changes.Change;
import org.iskra.changes.ChangeFeed;
import org.iskra.changes.ChangeKind;
import org.jspecify.annotations.Nullable;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;

/**
 * The source stream of the {@code changes} subscription: each subscriber follows the feed from the cursor on a virtual
 * thread of its own, sending no more than it was asked for (reactive-streams demand), so a subscriber that stops asking
 * only stops its own stream.
 */
final class ChangePublisher implements Publisher<Change> {
    /** Changes taken from the feed at a time, at most. */
    private static final int STEP = 256;
    /** How long a follower waits for a change before it looks at its demand and cancellation again. */
    private static final Duration WAIT = Duration.ofSeconds(1);

    private final ChangeFeed feed;
    private final long after;
    private final @Nullable Set<ChangeKind> kinds;
    private final @Nullable String entity;

    ChangePublisher(ChangeFeed feed, long after, @Nullable Set<ChangeKind> kinds, @Nullable String entity) {
        this.feed = feed;
        this.after = after;
        this.kinds = kinds;
        this.entity = entity;
    }

    @Override
    public void subscribe(Subscriber<? super Change> subscriber) {
        FeedSubscription subscription = new FeedSubscription(feed.follow(after, kinds, entity), subscriber);
        subscriber.onSubscribe(subscription);
        subscription.start();
    }

    private static final class FeedSubscription implements Subscription {
        private final ChangeFeed.Follower follower;
        private final Subscriber<? super Change> subscriber;
        private final ReentrantLock lock = new ReentrantLock();
        private final Condition asked = lock.newCondition();
        private long demand;
        private final AtomicBoolean cancelled = new AtomicBoolean();
        private @Nullable Thread thread;

        FeedSubscription(ChangeFeed.Follower follower, Subscriber<? super Change> subscriber) {
            this.follower = follower;
            this.subscriber = subscriber;
        }

        synchronized void start() {
            if (!cancelled.get()) {
                thread = Thread.ofVirtual().name("iskra-subscription").start(this::run);
            }
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                cancel();
                subscriber.onError(new IllegalArgumentException(
                        "reactive-streams rule 3.9: request(" + n + ") must ask for a positive number"));
                return;
            }
            lock.lock();
            try {
                demand = demand + n < 0 ? Long.MAX_VALUE : demand + n;
                asked.signalAll();
            } finally {
                lock.unlock();
            }
        }

        @Override
        public synchronized void cancel() {
            if (cancelled.compareAndSet(false, true) && thread != null) {
                thread.interrupt();
            }
        }

        private void run() {
            try {
                while (!cancelled.get()) {
                    long wanted = awaitDemand();
                    List<Change> next = follower.next((int) Math.min(wanted, STEP), WAIT);
                    for (Change change : next) {
                        if (cancelled.get()) {
                            return;
                        }
                        lock.lock();
                        try {
                            demand--;
                        } finally {
                            lock.unlock();
                        }
                        subscriber.onNext(change);
                    }
                }
            } catch (InterruptedException e) {
                // cancelled
            } catch (RuntimeException e) {
                if (!cancelled.get()) {
                    cancelled.set(true);
                    subscriber.onError(e);
                }
            }
        }

        private long awaitDemand() throws InterruptedException {
            lock.lockInterruptibly();
            try {
                while (demand == 0) {
                    asked.await();
                }
                return demand;
            } finally {
                lock.unlock();
            }
        }
    }
}
