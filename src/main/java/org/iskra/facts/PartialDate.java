package org.iskra.facts;

import java.time.LocalDate;
import java.time.YearMonth;
import org.jspecify.annotations.Nullable;

/**
 * A Gregorian date known to the year, the month or the day. It stands for the interval of days it may denote:
 * {@code 1903} is 1903-01-01 … 1903-12-31, {@code 1903-08} is 1903-08-01 … 1903-08-31. {@link #lo()} and {@link #hi()}
 * are stored beside the text so range filters use indexes.
 */
public record PartialDate(String text, Precision precision, LocalDate lo, LocalDate hi)
        implements Comparable<PartialDate> {

    /** How much of the date is known. */
    public enum Precision {
        YEAR,
        MONTH,
        DAY
    }

    /**
     * Parses {@code YYYY}, {@code YYYY-MM} or {@code YYYY-MM-DD} (ASCII digits); the message of the failure says what
     * is wrong. Read character by character: every statement and entity read parses its dates, a few hundred per
     * answer.
     */
    public static PartialDate parse(@Nullable String text) {
        if (text == null) {
            throw new InvalidDateException(
                    "a date is required; expected YYYY, YYYY-MM or YYYY-MM-DD, e.g. \"1903-08\"");
        }
        int length = text.length();
        if (!(length == 4
                || length == 7 && text.charAt(4) == '-'
                || length == 10 && text.charAt(4) == '-' && text.charAt(7) == '-')) {
            throw notADate(text);
        }
        int year = digits(text, 0, 4);
        int month = length >= 7 ? digits(text, 5, 7) : 0;
        int day = length == 10 ? digits(text, 8, 10) : 0;
        if (year < 0 || month < 0 || day < 0) {
            throw notADate(text);
        }
        if (length == 4) {
            return new PartialDate(text, Precision.YEAR, LocalDate.of(year, 1, 1), LocalDate.of(year, 12, 31));
        }
        if (month < 1 || month > 12) {
            throw new InvalidDateException(
                    "\"" + text + "\": month " + text.substring(5, 7) + " is out of range 01-12");
        }
        YearMonth ym = YearMonth.of(year, month);
        if (length == 7) {
            return new PartialDate(text, Precision.MONTH, ym.atDay(1), ym.atEndOfMonth());
        }
        if (day < 1 || day > ym.lengthOfMonth()) {
            throw new InvalidDateException("\"" + text + "\": day " + text.substring(8, 10) + " does not exist in " + ym
                    + " (it has " + ym.lengthOfMonth() + " days)");
        }
        LocalDate date = ym.atDay(day);
        return new PartialDate(text, Precision.DAY, date, date);
    }

    /** The number the ASCII digits from {@code from} to {@code to} write, or -1 if one is not a digit. */
    private static int digits(String text, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            n = n * 10 + (c - '0');
        }
        return n;
    }

    private static InvalidDateException notADate(String text) {
        return new InvalidDateException(
                "\"" + text
                        + "\" is not a partial date; expected YYYY, YYYY-MM or YYYY-MM-DD (e.g. \"1903\", \"1903-08\", \"1903-08-10\")");
    }

    /** Parses, or returns null for null. */
    public static @Nullable PartialDate parseNullable(@Nullable String text) {
        return text == null ? null : parse(text);
    }

    /** Whether every day this date may denote lies within {@code period} ("1903-08-23" within "1903-08"). */
    public boolean within(PartialDate period) {
        return !lo.isBefore(period.lo) && !hi.isAfter(period.hi);
    }

    /** Orders by earliest day, then less precise first (so "1903" sorts before "1903-01-01"). */
    @Override
    public int compareTo(PartialDate other) {
        int byStart = lo.compareTo(other.lo);
        return byStart != 0 ? byStart : precision.compareTo(other.precision);
    }

    @Override
    public String toString() {
        return text;
    }

    /** A malformed partial date. */
    public static final class InvalidDateException extends IllegalArgumentException {
        public InvalidDateException(String message) {
            super(message);
        }
    }
}
