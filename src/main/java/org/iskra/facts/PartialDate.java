package org.iskra.facts;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Gregorian date known to the year, the month or the day. It stands for the interval of days it
 * may denote: {@code 1903} is 1903-01-01 … 1903-12-31, {@code 1903-08} is 1903-08-01 … 1903-08-31.
 * {@link #lo()} and {@link #hi()} are stored beside the text so range filters use indexes.
 */
public record PartialDate(String text, Precision precision, LocalDate lo, LocalDate hi) implements Comparable<PartialDate> {

    /** How much of the date is known. */
    public enum Precision { YEAR, MONTH, DAY }

    private static final Pattern SHAPE = Pattern.compile("(\\d{4})(?:-(\\d{2})(?:-(\\d{2}))?)?");

    /** Parses {@code YYYY}, {@code YYYY-MM} or {@code YYYY-MM-DD}; the message of the failure says what is wrong. */
    public static PartialDate parse(String text) {
        if (text == null) {
            throw new InvalidDateException("a date is required; expected YYYY, YYYY-MM or YYYY-MM-DD, e.g. \"1903-08\"");
        }
        Matcher m = SHAPE.matcher(text);
        if (!m.matches()) {
            throw new InvalidDateException("\"" + text + "\" is not a partial date; expected YYYY, YYYY-MM or YYYY-MM-DD (e.g. \"1903\", \"1903-08\", \"1903-08-10\")");
        }
        int year = Integer.parseInt(m.group(1));
        if (m.group(2) == null) {
            return new PartialDate(text, Precision.YEAR, LocalDate.of(year, 1, 1), LocalDate.of(year, 12, 31));
        }
        int month = Integer.parseInt(m.group(2));
        if (month < 1 || month > 12) {
            throw new InvalidDateException("\"" + text + "\": month " + m.group(2) + " is out of range 01-12");
        }
        YearMonth ym = YearMonth.of(year, month);
        if (m.group(3) == null) {
            return new PartialDate(text, Precision.MONTH, ym.atDay(1), ym.atEndOfMonth());
        }
        int day = Integer.parseInt(m.group(3));
        if (day < 1 || day > ym.lengthOfMonth()) {
            throw new InvalidDateException("\"" + text + "\": day " + m.group(3) + " does not exist in " + ym + " (it has " + ym.lengthOfMonth() + " days)");
        }
        LocalDate date = ym.atDay(day);
        return new PartialDate(text, Precision.DAY, date, date);
    }

    /** Parses, or returns null for null. */
    public static PartialDate parseNullable(String text) {
        return text == null ? null : parse(text);
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
