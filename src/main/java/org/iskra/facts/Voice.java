package org.iskra.facts;

import java.util.Arrays;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The voice a person had at a congress, the role of an {@code ATTENDED} or {@code REPRESENTED} statement: a decisive
 * vote ({@link #DECISIVE}, written {@code "delegate"}), a consultative one ({@link #CONSULTATIVE},
 * {@code "advisory-delegate"}) or none ({@link #GUEST}, attendance only). A source that says only that someone took
 * part gives no voice, and the statement then has no role.
 */
public enum Voice {
    DECISIVE("delegate"),
    CONSULTATIVE("advisory-delegate"),
    GUEST("guest");

    private final String dataName;

    Voice(String dataName) {
        this.dataName = dataName;
    }

    /** The role as the data format and the stored graph write it ({@code "advisory-delegate"}). */
    public String dataName() {
        return dataName;
    }

    /** Whether the person counts among a congress's delegates (guests do not). */
    public boolean delegate() {
        return this != GUEST;
    }

    /** The voice a role names; empty for no role or a role that names no voice. */
    public static Optional<Voice> of(@Nullable String role) {
        return Arrays.stream(values()).filter(v -> v.dataName.equals(role)).findFirst();
    }
}
