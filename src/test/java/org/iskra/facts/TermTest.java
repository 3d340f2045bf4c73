package org.iskra.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** When a term certainly ran, and what is a term at all. */
class TermTest {
    private static final PartialDate ON = PartialDate.parse("1906-06-01");

    private static Statement statement(
            StatementType type,
            @Nullable String start,
            @Nullable String end,
            @Nullable String endBy,
            boolean ongoing,
            @Nullable String ended,
            @Nullable String role,
            Certainty certainty) {
        return statement(type, start, end, endBy, null, ongoing, ended, role, certainty);
    }

    private static Statement statement(
            StatementType type,
            @Nullable String start,
            @Nullable String end,
            @Nullable String endBy,
            @Nullable String endAfter,
            boolean ongoing,
            @Nullable String ended,
            @Nullable String role,
            Certainty certainty) {
        return statement(type, start, null, end, endBy, endAfter, ongoing, ended, role, certainty);
    }

    private static Statement statement(
            StatementType type,
            @Nullable String start,
            @Nullable String startBy,
            @Nullable String end,
            @Nullable String endBy,
            @Nullable String endAfter,
            boolean ongoing,
            @Nullable String ended,
            @Nullable String role,
            Certainty certainty) {
        return new Statement(
                "s",
                type,
                "someone",
                "rsdlp-central-committee",
                PartialDate.parseNullable(start),
                PartialDate.parseNullable(startBy),
                null,
                PartialDate.parseNullable(end),
                null,
                PartialDate.parseNullable(endBy),
                PartialDate.parseNullable(endAfter),
                ongoing,
                end == null && !ongoing,
                null,
                TermEnding.of(ended).orElse(null),
                role,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                certainty,
                null,
                List.of("src"),
                false,
                null,
                null,
                null);
    }

    private static Term term(@Nullable String start, @Nullable String end, @Nullable String endBy, boolean ongoing) {
        return term(start, end, endBy, ongoing, null);
    }

    private static Term term(
            @Nullable String start,
            @Nullable String end,
            @Nullable String endBy,
            boolean ongoing,
            @Nullable String ended) {
        return new Term(
                statement(StatementType.MEMBER_OF, start, end, endBy, ongoing, ended, "member", Certainty.ATTESTED));
    }

    @Test
    void aTermRunsFromItsStartToItsEndOrBound() {
        assertTrue(term("1906-05-08", "1907-06-01", null, false).certainlyRunningOn(ON), "elected before, ended after");
        assertFalse(term("1906-05-08", "1906-05-20", null, false).certainlyRunningOn(ON), "ended before");
        assertFalse(term("1906-06-02", "1907-06-01", null, false).certainlyRunningOn(ON), "began after");
        assertTrue(term("1906-05", null, "1907-06-01", false).certainlyRunningOn(ON), "end unknown, bounded after");
        assertTrue(
                term("1906-05", null, "1907-06-01", false, "term-expired").certainlyRunningOn(ON),
                "end unknown, the mandate running out at the bound");
        assertFalse(
                term("1906-05", null, "1907-06-01", false, "arrested").certainlyRunningOn(ON),
                "arrested on an unknown day before the bound: may have ended before the date");
        assertFalse(
                term("1906-05", null, "1907-06-01", false, "left").certainlyRunningOn(ON), "left on an unknown day");
        assertTrue(
                term("1906-05", "1907-01", null, false, "arrested").certainlyRunningOn(ON),
                "an arrest on a known day ends the term then");
        assertTrue(term("1905", null, null, true).certainlyRunningOn(ON), "ongoing");
    }

    @Test
    void anEarliestEndKeepsATermEndedOnAnUnknownDayRunningUntilThen() {
        Term arrested = new Term(statement(
                StatementType.MEMBER_OF,
                "1906-05",
                null,
                "1907-06-01",
                "1906-07",
                false,
                "arrested",
                "member",
                Certainty.ATTESTED));
        assertTrue(arrested.certainlyRunningOn(ON), "arrested on an unknown day, but not before July 1906");
        assertFalse(
                arrested.certainlyRunningOn(PartialDate.parse("1906-07-15")),
                "in July the arrest may already have come");
    }

    @Test
    void vagueDatesMakeATermOnlyPossible() {
        assertFalse(term("1906", "1907", null, false).certainlyRunningOn(ON), "a start known only to the year 1906");
        assertFalse(term("1905", null, null, false).certainlyRunningOn(ON), "an end unknown and unbounded");
        assertFalse(term(null, "1907", null, false).certainlyRunningOn(ON), "no start");
        assertTrue(term("1906", "1907", null, false).certainlyRunningOn(PartialDate.parse("1906-12-31")));
    }

    @Test
    void aTermWithoutAStartCertainlyRunsFromTheDateItRanBy() {
        Term byThen = new Term(statement(
                StatementType.MEMBER_OF, null, "1905-04", null, null, null, true, null, "member", Certainty.ATTESTED));
        assertTrue(byThen.certainlyRunningOn(ON), "a member by April 1905, ongoing");
        assertTrue(byThen.certainlyRunningOn(PartialDate.parse("1905-05-01")));
        assertFalse(
                byThen.certainlyRunningOn(PartialDate.parse("1905-04-15")),
                "within the month the bound names it may not have begun yet");
        assertFalse(byThen.certainlyRunningOn(PartialDate.parse("1904")), "before the bound nothing is known");
    }

    /**
     * Elected at a congress that closed on 3 (16) August 1917, a term whose start is stored as the month: the close
     * narrows it, so rosters count the seat as certain from that day instead of only possible until September.
     */
    @Test
    void aStartKnownToTheMonthIsNarrowedByTheDayItRanBy() {
        Term elected = electedInAugust1917("1917-08-16");
        assertTrue(elected.certainlyRunningOn(PartialDate.parse("1917-08-20")), "after the congress closed");
        assertTrue(elected.certainlyRunningOn(PartialDate.parse("1917-08-16")), "on its last day");
        assertFalse(elected.certainlyRunningOn(PartialDate.parse("1917-08-10")), "the congress was still sitting");
        assertFalse(
                electedInAugust1917(null).certainlyRunningOn(PartialDate.parse("1917-08-20")),
                "without the day, a start in August may fall after the 20th");
    }

    /** A seat whose start is stored as August 1917, bounded by the next congress, with this {@code startBy}. */
    private static Term electedInAugust1917(@Nullable String startBy) {
        return new Term(statement(
                StatementType.MEMBER_OF,
                "1917-08",
                startBy,
                null,
                "1918-03-19",
                null,
                false,
                null,
                "member",
                Certainty.ATTESTED));
    }

    @Test
    void anEndKnownToTheMonthRunsUntilTheSuccessorsCongressOpenedAndNotPastItsClose() {
        // the April 1917 seats: ended in August, at the congress of 8-16 August that elected the successors
        Term april = new Term(statement(
                StatementType.MEMBER_OF,
                "1917-05-12",
                null,
                "1917-08",
                "1917-08-16",
                "1917-08-08",
                false,
                "term-expired",
                "member",
                Certainty.ATTESTED));
        assertTrue(april.certainlyRunningOn(PartialDate.parse("1917-08-05")), "before the congress opened");
        assertTrue(april.certainlyRunningOn(PartialDate.parse("1917-08-07")), "the eve of its opening");
        assertFalse(
                april.certainlyRunningOn(PartialDate.parse("1917-08-08")), "the successors may be elected that day");
        assertFalse(april.certainlyRunningOn(PartialDate.parse("1917-08")), "a month that holds the end");
        Term withoutIt = new Term(statement(
                StatementType.MEMBER_OF,
                "1917-05-12",
                null,
                "1917-08",
                "1917-08-16",
                null,
                false,
                "term-expired",
                "member",
                Certainty.ATTESTED));
        assertFalse(withoutIt.certainlyRunningOn(PartialDate.parse("1917-08-05")), "an end in August may be the 1st");
    }

    @Test
    void onlyMembershipsAndElectionsAreTerms() {
        Statement attendance =
                statement(StatementType.ATTENDED, "1906", null, null, false, null, "delegate", Certainty.ATTESTED);
        assertEquals(Optional.empty(), Term.of(attendance));
        assertThrows(IllegalArgumentException.class, () -> new Term(attendance));
        Term candidate = new Term(statement(
                StatementType.ELECTED_TO, "1907", null, null, false, null, Term.CANDIDATE, Certainty.DISPUTED));
        assertTrue(candidate.candidate() && candidate.disputed());
        assertEquals("rsdlp-central-committee", candidate.bodyId());
    }
}
