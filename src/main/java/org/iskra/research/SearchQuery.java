package org.iskra.research;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iskra.core.IskraException;
import org.iskra.facts.Text;

/**
 * Turns what a user typed into a safe Lucene query for the {@code entity_search} index: the text is folded like the
 * stored names ({@link Text#fold}), cut into words of letters and digits (so no Lucene syntax survives), and each word
 * matches exactly (boosted) or with one typo. Every word must match, in the names and aliases or in the description;
 * name matches weigh more.
 */
public record SearchQuery(String lucene, String folded) {
    static final int MAX_LENGTH = 200;
    static final int MAX_WORDS = 8;
    /** Words shorter than this match exactly only: a typo in a short word matches too much. */
    static final int FUZZY_MIN_LENGTH = 4;

    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+(?:'[\\p{L}\\p{N}]+)*");
    private static final Pattern LUCENE_SPECIAL = Pattern.compile("[+\\-&|!(){}\\[\\]^\"~*?:\\\\/']");

    /** Parses the text; blank, too long or word-less text is a {@code BAD_USER_INPUT} error. */
    public static SearchQuery of(String text) {
        if (text == null || text.isBlank()) {
            throw IskraException.badInput("`text` is empty; give a name, alias or word to search for, e.g. \"Lenin\"");
        }
        if (text.length() > MAX_LENGTH) {
            throw IskraException.badInput(
                    "`text` is " + text.length() + " characters long; search with at most " + MAX_LENGTH);
        }
        String folded = Objects.requireNonNull(Text.fold(text)); // text is not null here, nor then its folding
        List<String> words = words(folded);
        if (words.isEmpty()) {
            throw IskraException.badInput("`text` \"" + text + "\" has no letters or digits to search for");
        }
        if (words.size() > MAX_WORDS) {
            throw IskraException.badInput("`text` has " + words.size() + " words; search with at most " + MAX_WORDS);
        }
        return new SearchQuery(
                String.join(" AND ", words.stream().map(SearchQuery::clause).toList()), folded);
    }

    static List<String> words(String folded) {
        List<String> words = new ArrayList<>();
        Matcher m = WORD.matcher(folded);
        while (m.find()) {
            words.add(m.group());
        }
        return words;
    }

    /** One word: exact in names (strongest), with a typo in names, exact or with a typo in descriptions. */
    private static String clause(String word) {
        String w = escape(word);
        if (word.length() < FUZZY_MIN_LENGTH) {
            return "(searchText:" + w + "^4 OR description:" + w + ")";
        }
        return "(searchText:" + w + "^4 OR searchText:" + w + "~1^2 OR description:" + w + " OR description:" + w
                + "~1^0.5)";
    }

    /**
     * Backslash-escapes Lucene's syntax characters (none should remain after {@link #words}; this is the second fence).
     */
    static String escape(String word) {
        return LUCENE_SPECIAL.matcher(word).replaceAll("\\\\$0");
    }
}
