package org.iskra.importer;

import java.util.Locale;
import org.jspecify.annotations.Nullable;

/** A statement's id: the one it gives, or {@code from.type.to} in lowercase. */
final class StatementIds {
    private StatementIds() {}

    static @Nullable String of(FactRecord s) {
        if (s.get("id") != null) {
            return s.text("id");
        }
        String from = s.text("from");
        String type = s.text("type");
        String to = s.text("to");
        if (from == null || type == null || to == null) {
            return null;
        }
        return (from + "." + type + "." + to).toLowerCase(Locale.ROOT);
    }
}
