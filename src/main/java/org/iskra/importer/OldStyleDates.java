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
 * Old Style (Julian) dates stated in a note ({@code "27 August 1877 Old Style"}) and their Gregorian equivalents,
 * computed through the Julian day number so that month ends and the Julian leap day of 1900 come out right (+12 days up
 * to 28 February 1900 Old Style, +13 from 29 February 1900).
 */
final class OldStyleDates {
    /** The English month names as a regular-expression alternation ("January|February|…"). */
    static final String MONTHS = String.join(
            "|",
            Arrays.stream(Month.values())
                    .map(m -> m.getDisplayName(TextStyle.FULL, Locale.ENGLISH))
                    .toList());

    private static final Pattern STATED =
            Pattern.compile("\\b(\\d{1,2}) (" + MONTHS + ") (\\d{4}),? (?:\\(?Old Style|O\\.S\\.)");

    private OldStyleDates() {}

    /** An Old Style date found in a note, with its Gregorian equivalent. */
    record Stated(String text, LocalDate gregorian) {}

    /** Every "D Month YYYY Old Style" (or "O.S.") in {@code note}. */
    static List<Stated> in(String note) {
        List<Stated> found = new ArrayList<>();
        Matcher m = STATED.matcher(note);
        while (m.find()) {
            int day = Integer.parseInt(m.group(1));
            Month month = Month.valueOf(m.group(2).toUpperCase(Locale.ROOT));
            int year = Integer.parseInt(m.group(3));
            if (day <= julianLength(month, year)) {
                found.add(new Stated(m.group(), toGregorian(year, month.getValue(), day)));
            }
        }
        return found;
    }

    /** The Gregorian date of a Julian calendar date. */
    static LocalDate toGregorian(int year, int month, int day) {
        int a = (14 - month) / 12;
        long y = year + 4800L - a;
        long m = month + 12L * a - 3;
        long julianDay = day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32083;
        return LocalDate.ofEpochDay(julianDay - 2_440_588L);
    }

    /** Days in {@code month} of {@code year} in the Julian calendar (every fourth year a leap year). */
    static int julianLength(Month month, int year) {
        return month == Month.FEBRUARY ? (year % 4 == 0 ? 29 : 28) : month.maxLength();
    }
}
