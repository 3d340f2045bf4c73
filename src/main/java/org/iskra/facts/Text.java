package org.iskra.facts;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/** Text folding for name matching: case and accents do not count ("Lénine" matches "lenine"). */
public final class Text {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");

    private Text() {}

    public static @Nullable String fold(@Nullable String text) {
        if (text == null) {
            return null;
        }
        String decomposed = Normalizer.normalize(text, Normalizer.Form.NFD);
        return MARKS.matcher(decomposed)
                .replaceAll("")
                .replace('’', '\'')
                .toLowerCase(Locale.ROOT)
                .strip();
    }
}
