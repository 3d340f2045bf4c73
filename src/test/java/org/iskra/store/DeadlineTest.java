package org.iskra.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.junit.jupiter.api.Test;

/** The one decision between "answered TIMEOUT" and "committed": whichever comes first wins, the other cannot follow. */
class DeadlineTest {

    @Test
    void onceExpiredNoWriteMayCommit() {
        Deadline deadline = Deadline.after(Duration.ofSeconds(10));
        assertTrue(deadline.expire(), "nothing had claimed a commit");
        IskraException refused = assertThrows(IskraException.class, deadline::claimCommit);
        assertEquals(ErrorCode.TIMEOUT, refused.code());
        assertEquals(0, deadline.commits());
    }

    @Test
    void aCommitClaimedFirstIsNotHiddenByTheTimeout() {
        Deadline deadline = Deadline.after(Duration.ofSeconds(10));
        deadline.claimCommit();
        assertFalse(deadline.expire(), "a write was committing: the answer must wait for it");
        deadline.committed();
        assertEquals(1, deadline.commits());
        assertThrows(IskraException.class, deadline::claimCommit, "a later write of the same request is refused");
    }

    @Test
    void theRemainingTimeShrinksAndTheUnlimitedDeadlineNeverExpires() throws InterruptedException {
        Deadline deadline = Deadline.after(Duration.ofMillis(50));
        Thread.sleep(60);
        assertTrue(deadline.remainingOr(Duration.ofHours(1)).isNegative());
        assertEquals(Duration.ofHours(1), Deadline.NONE.remainingOr(Duration.ofHours(1)));
        Deadline.NONE.claimCommit();
        assertEquals(0, Deadline.NONE.commits());
    }
}
