package org.iskra.facts;

import java.util.Arrays;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * How a term ended, the {@code ended} of a {@code MEMBER_OF} or {@code EDITED} statement. Two endings come at the
 * term's bound ({@link #atItsBound}): the mandate ran out because a new body was elected, or the body itself ended.
 * Every other ending (an arrest, a departure, a resignation…) may come at any time before it.
 */
public enum TermEnding {
    TERM_EXPIRED("term-expired"),
    RESIGNED("resigned"),
    ARRESTED("arrested"),
    REMOVED("removed"),
    EXPELLED("expelled"),
    DIED("died"),
    LEFT("left"),
    DISSOLVED("dissolved"),
    PROMOTED("promoted"),
    OTHER("other");

    private final String dataName;

    TermEnding(String dataName) {
        this.dataName = dataName;
    }

    /** The ending as the data format and the stored graph write it ({@code "term-expired"}). */
    public String dataName() {
        return dataName;
    }

    /** Whether a term so ended lasted until its bound (its {@code endBy}): the mandate ran out, or the body ended. */
    public boolean atItsBound() {
        return this == TERM_EXPIRED || this == DISSOLVED;
    }

    /** The ending a value names; empty for none or an unknown value. */
    public static Optional<TermEnding> of(@Nullable String ended) {
        return Arrays.stream(values()).filter(e -> e.dataName.equals(ended)).findFirst();
    }
}
