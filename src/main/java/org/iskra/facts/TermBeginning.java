package org.iskra.facts;

import java.util.Arrays;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** How a term began, the {@code began} of a {@code MEMBER_OF} or {@code EDITED} statement. */
public enum TermBeginning {
    ELECTED("elected"),
    CO_OPTED("co-opted"),
    APPOINTED("appointed"),
    PROMOTED("promoted"),
    FOUNDED("founded"),
    JOINED("joined"),
    DELEGATED("delegated");

    private final String dataName;

    TermBeginning(String dataName) {
        this.dataName = dataName;
    }

    /** The beginning as the data format, the stored graph and the API write it ({@code "co-opted"}). */
    public String dataName() {
        return dataName;
    }

    /** The beginning a value names; empty for none or an unknown value. */
    public static Optional<TermBeginning> of(@Nullable String began) {
        return Arrays.stream(values()).filter(b -> b.dataName.equals(began)).findFirst();
    }
}
