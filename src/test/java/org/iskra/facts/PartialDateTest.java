package org.iskra.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PartialDateTest {

    @ParameterizedTest
    @CsvSource({
        "1903, 1903-01-01, 1903-12-31, YEAR",
        "1903-08, 1903-08-01, 1903-08-31, MONTH",
        "1904-02, 1904-02-01, 1904-02-29, MONTH",
        "1903-08-10, 1903-08-10, 1903-08-10, DAY"
    })
    void aPartialDateIsTheIntervalOfDaysItMayDenote(String text, String lo, String hi, String precision) {
        PartialDate d = PartialDate.parse(text);
        assertEquals(LocalDate.parse(lo), d.lo());
        assertEquals(LocalDate.parse(hi), d.hi());
        assertEquals(PartialDate.Precision.valueOf(precision), d.precision());
        assertEquals(text, d.text());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "1903-13 | month 13 is out of range",
                "1903-02-30 | day 30 does not exist in 1903-02",
                "1900-02-29 | day 29 does not exist in 1900-02",
                "03-08-1903 | is not a partial date",
                "1903-8 | is not a partial date",
                "1903/08 | is not a partial date",
                "1903-00 | month 00 is out of range",
                "1903-08-00 | day 00 does not exist in 1903-08",
                "190a | is not a partial date",
                "1903-0x | is not a partial date",
                "1903-08-1x | is not a partial date",
                "1903-08-10T00 | is not a partial date",
                "1903_08_10 | is not a partial date",
                "١٩٠٣ | is not a partial date",
                "'' | is not a partial date"
            })
    void malformedDatesSayWhatIsWrong(String text, String expected) {
        var e = assertThrows(PartialDate.InvalidDateException.class, () -> PartialDate.parse(text));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    @Test
    void aDayLiesWithinItsMonthAndYearButNotTheOtherWayRound() {
        PartialDate close = PartialDate.parse("1903-08-23");
        assertTrue(close.within(PartialDate.parse("1903-08")));
        assertTrue(close.within(PartialDate.parse("1903")));
        assertTrue(close.within(close));
        assertFalse(PartialDate.parse("1903-08").within(close));
        assertFalse(close.within(PartialDate.parse("1903-09")));
    }

    @Test
    void yearOnlyDatesSortBeforeMorePreciseDatesOfTheSameStart() {
        assertTrue(PartialDate.parse("1903").compareTo(PartialDate.parse("1903-01-01")) < 0);
        assertTrue(PartialDate.parse("1903-08").compareTo(PartialDate.parse("1903-07-30")) > 0);
    }
}
