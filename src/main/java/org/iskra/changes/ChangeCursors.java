package org.iskra.changes;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.iskra.core.IskraException;
import org.jspecify.annotations.Nullable;

/**
 * Cursors of the change log: opaque to clients, they hold a sequence number, so they stay valid across restarts and on
 * every server of a cluster. {@code after} also takes a data version (the decimal number an answer was cited with).
 */
public final class ChangeCursors {
    private static final String PREFIX = "change:";

    private ChangeCursors() {}

    public static String of(long seq) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString((PREFIX + seq).getBytes(StandardCharsets.UTF_8));
    }

    /** The sequence number {@code after} stands for: 0 (from the start) when null. */
    public static long decode(@Nullable String after) {
        if (after == null) {
            return 0;
        }
        if (after.matches("\\d{1,18}")) {
            return Long.parseLong(after);
        }
        try {
            String text = new String(Base64.getUrlDecoder().decode(after), StandardCharsets.UTF_8);
            if (text.startsWith(PREFIX) && text.substring(PREFIX.length()).matches("\\d{1,18}")) {
                return Long.parseLong(text.substring(PREFIX.length()));
            }
        } catch (IllegalArgumentException e) {
            // falls through to the error below
        }
        throw IskraException.badInput("`after` is neither a change cursor nor a data version: \"" + after
                + "\"; pass a `cursor` or `pageInfo.endCursor` from `changes`, or a `dataVersion` such as \"42\"");
    }
}
