package org.iskra.importer;

import java.time.LocalDate;
import java.time.Month;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.Arrays;
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
    private static final String MONTHS = String.join(
            "|",
            Arrays.stream(Month.values())
                    .map(m -> m.getDisplayName(TextStyle.FULL, Locale.ENGLISH))
                    .toList());
    /** Not preceded by a digit or dash, so that ranges ("15–17 (28–30)") are not read as pairs. */
    private static final String START = "(?<![\\d–-])";

    private static final Pattern DAY_DAY_MONTH =
            Pattern.compile(START + "(\\d{1,2}) \\((\\d{1,2})\\) (" + MONTHS + "),? (\\d{4})");
    private static final Pattern DAY_MONTH_DAY_MONTH =
            Pattern.compile(START + "(\\d{1,2}) (" + MONTHS + ") \\((\\d{1,2}) (" + MONTHS + ")\\),? (\\d{4})");
    private static final Pattern MONTH_DAY_DAY =
            Pattern.compile("\\b(" + MONTHS + ") (\\d{1,2}) \\((\\d{1,2})\\),? (\\d{4})");
    private static final Pattern MONTH_DAY_MONTH_DAY =
            Pattern.compile("\\b(" + MONTHS + ") (\\d{1,2}) \\((" + MONTHS + ") (\\d{1,2})\\),? (\\d{4})");
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
        scan(
                DAY_DAY_MONTH,
                own,
                note,
                m -> new int[] {year(m, 4), month(m, 3), day(m, 1), month(m, 3), day(m, 2)},
                found);
        scan(
                DAY_MONTH_DAY_MONTH,
                own,
                note,
                m -> new int[] {year(m, 5), month(m, 2), day(m, 1), month(m, 4), day(m, 3)},
                found);
        scan(
                MONTH_DAY_DAY,
                own,
                note,
                m -> new int[] {year(m, 4), month(m, 1), day(m, 2), month(m, 1), day(m, 3)},
                found);
        scan(
                MONTH_DAY_MONTH_DAY,
                own,
                note,
                m -> new int[] {year(m, 5), month(m, 1), day(m, 2), month(m, 3), day(m, 4)},
                found);
        return found;
    }

    private interface Reading {
        /** Year, first month, first day, second month, second day. */
        int[] of(Matcher m);
    }

    private static void scan(Pattern pattern, String own, String note, Reading reading, List<Mismatch> found) {
        Matcher m = pattern.matcher(own);
        while (m.find()) {
            int[] p = reading.of(m);
            int year = p[0];
            if (year > LAST_JULIAN_YEAR || !valid(year, p[1], p[2]) || !valid(year, p[3], p[4])) {
                continue;
            }
            LocalDate firstAsOldStyle = OldStyleDates.toGregorian(year, p[1], p[2]);
            LocalDate secondAsOldStyle = OldStyleDates.toGregorian(year, p[3], p[4]);
            if (sameDay(firstAsOldStyle, p[3], p[4]) || sameDay(secondAsOldStyle, p[1], p[2])) {
                continue;
            }
            String text = note.substring(m.start(), m.end());
            found.add(new Mismatch(
                    text,
                    p[2] + " " + Month.of(p[1]).getDisplayName(TextStyle.FULL, Locale.ENGLISH) + " " + year
                            + " Old Style is " + firstAsOldStyle));
        }
    }

    /** Month and day only: a pair across New Year ("19 December 1904 (1 January)") keeps one year in the text. */
    private static boolean sameDay(LocalDate date, int month, int day) {
        return date.getMonthValue() == month && date.getDayOfMonth() == day;
    }

    private static boolean valid(int year, int month, int day) {
        int length = month == 2 ? (year % 4 == 0 ? 29 : 28) : Month.of(month).maxLength();
        return day >= 1 && day <= length;
    }

    private static int year(Matcher m, int group) {
        return Integer.parseInt(m.group(group));
    }

    private static int day(Matcher m, int group) {
        return Integer.parseInt(m.group(group));
    }

    private static int month(Matcher m, int group) {
        return Month.valueOf(m.group(group).toUpperCase(Locale.ROOT)).getValue();
    }
}
