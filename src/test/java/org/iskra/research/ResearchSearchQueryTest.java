package org.iskra.research;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.junit.jupiter.api.Test;

/** The user's text becomes a Lucene query with no syntax of its own: folded words, exact or with one typo. */
class ResearchSearchQueryTest {

    @Test
    void wordsAreFoldedAndMatchExactlyFirstThenWithOneTypo() {
        SearchQuery q = SearchQuery.of("Lénine");
        assertEquals("lenine", q.folded());
        assertEquals(
                "(searchText:lenine^4 OR searchText:lenine~1^2 OR description:lenine OR description:lenine~1^0.5)",
                q.lucene());
    }

    @Test
    void everyWordMustMatchAndShortWordsAreNotFuzzy() {
        assertEquals(
                "(searchText:v^4 OR description:v) AND (searchText:lenin^4 OR searchText:lenin~1^2 OR description:lenin OR description:lenin~1^0.5)",
                SearchQuery.of("V. Lenin").lucene());
    }

    @Test
    void apostrophesInsideWordsStayAndAreEscaped() {
        assertEquals(
                List.of("l'etincelle"),
                SearchQuery.words(SearchQuery.of("L’Étincelle").folded()));
        assertTrue(SearchQuery.of("L'Étincelle").lucene().startsWith("(searchText:l\\'etincelle^4"));
    }

    @Test
    void luceneSyntaxInTheTextIsDroppedNotInterpreted() {
        String lucene = SearchQuery.of("lenin~5 OR *:* (\"plekhanov^100\") -martov [a TO")
                .lucene();
        for (String hostile : List.of("*", "~5", "^100", "\"", "[", "]", "-martov", ":*")) {
            assertFalse(lucene.contains(hostile), hostile + " survived in " + lucene);
        }
        assertTrue(lucene.contains("searchText:or^4"), "operators become plain lowercase words: " + lucene);
    }

    @Test
    void emptyPunctuationOnlyOrHugeTextIsBadUserInput() {
        for (String text : List.of("", "   ", "*:* ~ ^ \"", "x".repeat(201), "a b c d e f g h i")) {
            IskraException e = assertThrows(IskraException.class, () -> SearchQuery.of(text), text);
            assertEquals(ErrorCode.BAD_USER_INPUT, e.code());
        }
    }

    @Test
    void cyrillicIsKeptAndFoldedLikeTheStoredNames() {
        assertEquals(
                "(searchText:ленин^4 OR searchText:ленин~1^2 OR description:ленин OR description:ленин~1^0.5)",
                SearchQuery.of("Ленин").lucene());
    }
}
