package org.iskra.core;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.jspecify.annotations.Nullable;

/**
 * A requested slice of a list: how many to skip and how many to return, and whether the whole list is to be counted (a
 * list that can skip counting reads only the page and one item more; one that cannot counts anyway). Cursors are opaque
 * to clients; inside they hold the position of an item in the sorted list.
 */
public record Page(int offset, int limit, boolean counted) {
    public static final int DEFAULT_FIRST = 20;
    private static final String PREFIX = "iskra:";

    /** A slice of a list that is counted. */
    public Page(int offset, int limit) {
        this(offset, limit, true);
    }

    /** The same slice, for a request that does not ask how many items the list holds. */
    public Page withoutCount() {
        return new Page(offset, limit, false);
    }

    /** Validates {@code first} (0 … max) and decodes {@code after}. */
    public static Page of(@Nullable Integer first, @Nullable String after, int maxFirst) {
        int limit = Ranges.check(
                "first",
                first,
                DEFAULT_FIRST,
                0,
                maxFirst,
                "page through longer lists with `after: pageInfo.endCursor`");
        return new Page(after == null ? 0 : decode(after) + 1, limit);
    }

    public static String cursor(int position) {
        return Base64.getUrlEncoder()
                .withoutPadding()
                .encodeToString((PREFIX + position).getBytes(StandardCharsets.UTF_8));
    }

    private static int decode(String cursor) {
        try {
            String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            if (text.startsWith(PREFIX)) {
                int position = Integer.parseInt(text.substring(PREFIX.length()));
                if (position >= 0) {
                    return position;
                }
            }
        } catch (IllegalArgumentException e) {
            // falls through to the error below
        }
        throw IskraException.badInput("`after` is not a cursor returned by this API: \"" + cursor
                + "\"; pass a `cursor` or `pageInfo.endCursor` from a previous page");
    }
}
