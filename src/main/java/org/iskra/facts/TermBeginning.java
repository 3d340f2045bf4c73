package org.iskra.facts;

import java.util.Objects;

/**
 * How a term began, the {@code began} of a {@code MEMBER_OF} or {@code EDITED} statement. The data format writes the
 * names in lower case with hyphens ({@code "co-opted"}), as {@link Props#dataValue} and {@link Props#enumName} convert.
 */
public enum TermBeginning {
    ELECTED,
    CO_OPTED,
    APPOINTED,
    PROMOTED,
    FOUNDED,
    JOINED,
    DELEGATED;

    /** The name as the data format, the stored graph and the API write it ({@code "co-opted"}). */
    public String dataName() {
        return Objects.requireNonNull(Props.dataValue(name()));
    }
}
