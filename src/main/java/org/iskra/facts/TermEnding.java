package org.iskra.facts;

import java.util.Arrays;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * How a term ended, the {@code ended} of a {@code MEMBER_OF}, {@code EDITED} or {@code EXILED_TO} statement. Two
 * endings come at the term's bound ({@link #atItsBound}): the mandate ran out because a new body was elected, or the
 * body itself ended. Every other ending (an arrest, a departure, a resignation…) may come at any time before it. A term
 * of exile or confinement ends by flight ({@link #ESCAPED}), by release ({@link #RELEASED}: an amnesty, a pardon, bail,
 * the sentence served), by arrest or death; a seat or an editorship never ends by either of the first two, and an exile
 * never by the endings of a seat ({@link #endsA}).
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
    ESCAPED("escaped"),
    RELEASED("released"),
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

    /** Whether a statement of this type can end so: escape and release end an exile, the other endings of a seat. */
    public boolean endsA(StatementType type) {
        return switch (this) {
            case ESCAPED, RELEASED -> type == StatementType.EXILED_TO;
            case ARRESTED, DIED, OTHER -> true;
            default -> type != StatementType.EXILED_TO;
        };
    }

    /** The ending a value names; empty for none or an unknown value. */
    public static Optional<TermEnding> of(@Nullable String ended) {
        return Arrays.stream(values()).filter(e -> e.dataName.equals(ended)).findFirst();
    }
}
