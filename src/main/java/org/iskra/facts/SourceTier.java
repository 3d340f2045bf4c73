package org.iskra.facts;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * How far a source can carry a fact on its own. A fact needs at least one source above {@link #POPULAR}: popular works
 * and mirrors (copies of another work on a third-party site, machine translations) only ever support what a better
 * source says.
 */
public enum SourceTier {
    /** Minutes, resolutions, letters, the actors' own works, contemporary documents. */
    PRIMARY,
    /** Scholarly books and articles; the editorial notes of the Collected Works. */
    SCHOLARLY,
    /** Encyclopedias and biographical dictionaries. */
    REFERENCE,
    /** Popular books, blogs and other works without scholarly apparatus. */
    POPULAR,
    /** A copy of another work on a third-party site, or a machine translation of one. */
    MIRROR;

    /** The value in data files and in the graph ({@code "primary"}). */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether a fact may rest on sources of this tier alone. */
    public boolean carriesAFact() {
        return this != POPULAR && this != MIRROR;
    }

    public static Optional<SourceTier> parse(String key) {
        return Arrays.stream(values()).filter(t -> t.key().equals(key)).findFirst();
    }
}
