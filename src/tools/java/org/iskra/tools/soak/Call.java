package org.iskra.tools.soak;

import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One request of a soak client: its kind, the GraphQL document and variables, and for a write the mutation field whose
 * report says whether it applied and the records it sends (what the graph must hold once it is acknowledged).
 */
record Call(
        Kind kind,
        String query,
        Map<String, Object> variables,
        @Nullable String field,
        Written written) {

    static Call read(Kind kind, String query, Map<String, Object> variables) {
        return new Call(kind, query, variables, null, Written.NOTHING);
    }

    /** The same write sent again. */
    Call asResend() {
        return new Call(Kind.RESEND, query, variables, field, written);
    }
}
