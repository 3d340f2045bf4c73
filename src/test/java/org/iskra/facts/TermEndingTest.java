package org.iskra.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How terms end, as the data writes them, and which endings come at a term's bound. */
class TermEndingTest {
    @Test
    void everyEndingReadsBackFromItsDataName() {
        for (TermEnding e : TermEnding.values()) {
            assertEquals(Optional.of(e), TermEnding.of(e.dataName()));
        }
        assertEquals(Optional.empty(), TermEnding.of(null));
        assertEquals(Optional.empty(), TermEnding.of("exiled"));
    }

    @Test
    void onlyAnExpiredMandateOrAnEndedBodyComeAtTheBound() {
        assertEquals(
                List.of(TermEnding.TERM_EXPIRED, TermEnding.DISSOLVED),
                Arrays.stream(TermEnding.values())
                        .filter(TermEnding::atItsBound)
                        .toList());
    }
}
