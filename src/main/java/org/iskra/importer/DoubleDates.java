package org.iskra.importer;

import java.time.LocalDate;
import java.time.Month;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Days written in both calendars in a note: {@code "3 (16) December 1905"}, {@code "31 January (13 February) 1917"},
 * {@code "April 3 (16), 1917"}, {@code "November 20 (December 3), 1910"}. Each pair must be one day: the second the
 * Gregorian date of the first (Old Style first, the usual order) or the first the Gregorian date of the second (New
 * Style first, as some editions print them). Text in quotation marks is a source's own words and is left alone (a note
 * may quote a heading whose two dates disagree in order to say so).
 */
final class DoubleDates {
    private static final String MONTHS = OldStyleDates.MONTHS;
    /** Not preceded by a digit or dash, so that ranges ("15–17 (28–30)") are not read as pairs. */
    private static final String START = "(?<![\\d–-])";

    /** Named groups: y the year, m1 and d1 the first day, d2 the second day, m2 its month where it is written. */
    private static final List<Pattern> PAIRS = List.of(
            Pattern.compile(START + "(?<d1>\\d{1,2}) \\((?<d2>\\d{1,2})\\) (?<m1>" + MONTHS + "),? (?<y>\\d{4})"),
            Pattern.compile(START + "(?<d1>\\d{1,2}) (?<m1>" + MONTHS + ") \\((?<d2>\\d{1,2}) (?<m2>" + MONTHS
                    + ")\\),? (?<y>\\d{4})"),
            Pattern.compile("\\b(?<m1>" + MONTHS + ") (?<d1>\\d{1,2}) \\((?<d2>\\d{1,2})\\),? (?<y>\\d{4})"),
            Pattern.compile("\\b(?<m1>" + MONTHS + ") (?<d1>\\d{1,2}) \\((?<m2>" + MONTHS
                    + ") (?<d2>\\d{1,2})\\),? (?<y>\\d{4})"));
    /** A quoted passage: '…' opened after a non-letter (not an apostrophe), "…", “…”, ‘…’ or «…». */
    private static final Pattern QUOTED = Pattern.compile("(?<![\\p{L}\\d])'[^']*'|\"[^\"]*\"|“[^”]*”|‘[^’]*’|«[^»]*»");

    /** The Julian calendar was Russia's until February 1918; earlier pairs are the only ones to check. */
    private static final int LAST_JULIAN_YEAR = 1918;

    private DoubleDates() {}

    /** A pair of days written in a note that are not one day in the two calendars. */
    record Mismatch(String text, String expected) {}

    /** Every pair of days in {@code note}, outside quotations, whose two days are not one day. */
    static List<Mismatch> mismatches(String note) {
        String own = QUOTED.matcher(note).replaceAll(q -> " ".repeat(q.group().length()));
        List<Mismatch> found = new ArrayList<>();
        for (Pattern pair : PAIRS) {
            Matcher m = pair.matcher(own);
            while (m.find()) {
                check(m, note, found);
            }
        }
        return found;
    }

    private static void check(Matcher m, String note, List<Mismatch> found) {
        int year = number(m, "y");
        int month1 = month(m, "m1");
        int day1 = number(m, "d1");
        int month2 = m.namedGroups().containsKey("m2") ? month(m, "m2") : month1;
        int day2 = number(m, "d2");
        if (year > LAST_JULIAN_YEAR || !valid(year, month1, day1) || !valid(year, month2, day2)) {
            return;
        }
        LocalDate firstAsOldStyle = OldStyleDates.toGregorian(year, month1, day1);
        LocalDate secondAsOldStyle = OldStyleDates.toGregorian(year, month2, day2);
        if (sameDay(firstAsOldStyle, month2, day2) || sameDay(secondAsOldStyle, month1, day1)) {
            return;
        }
        found.add(new Mismatch(
                note.substring(m.start(), m.end()),
                day1 + " " + Month.of(month1).getDisplayName(TextStyle.FULL, Locale.ENGLISH) + " " + year
                        + " Old Style is " + firstAsOldStyle));
    }

    /** Month and day only: a pair across New Year ("19 December 1904 (1 January)") keeps one year in the text. */
    private static boolean sameDay(LocalDate date, int month, int day) {
        return date.getMonthValue() == month && date.getDayOfMonth() == day;
    }

    /** A day that exists in the month (by the Julian length, which admits every Gregorian day of these years). */
    private static boolean valid(int year, int month, int day) {
        return day >= 1 && day <= OldStyleDates.julianLength(Month.of(month), year);
    }

    private static int number(Matcher m, String group) {
        return Integer.parseInt(m.group(group));
    }

    private static int month(Matcher m, String group) {
        return Month.valueOf(m.group(group).toUpperCase(Locale.ROOT)).getValue();
    }
}
