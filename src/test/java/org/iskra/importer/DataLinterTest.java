package org.iskra.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/** Each rule of the data linter, on a clean batch and on a batch that breaks it. */
@Execution(ExecutionMode.CONCURRENT)
class DataLinterTest {
    private static final String SOURCES =
            "\"sources\": [{\"id\": \"src\", \"title\": \"A source\", \"tier\": \"scholarly\"}]";
    private static final String PEOPLE =
            "\"people\": [{\"id\": \"lenin\", \"name\": \"Lenin\", \"aliases\": [\"Ленин\"], \"born\": \"1870-04-22\", \"died\": \"1924-01-21\", \"sources\": [\"src\"]},"
                    + "{\"id\": \"martov\", \"name\": \"Martov\", \"aliases\": [\"Мартов\"], \"sources\": [\"src\"]}]";
    private static final String ORGS =
            "\"organizations\": [{\"id\": \"bolsheviks\", \"name\": \"Bolsheviks\", \"aliases\": [\"Большевики\"], \"kind\": \"faction\", \"founded\": \"1903-08\", \"sources\": [\"src\"]},"
                    + "{\"id\": \"kiev-committee\", \"name\": \"Kiev Committee\", \"aliases\": [\"Киевский комитет\"], \"kind\": \"committee\", \"sources\": [\"src\"]},"
                    + "{\"id\": \"okhrana\", \"name\": \"Okhrana\", \"aliases\": [\"Охранка\"], \"kind\": \"police\", \"sources\": [\"src\"]}]";
    private static final String MOTION =
            "\"motions\": [{\"id\": \"paragraph-1\", \"name\": \"Paragraph 1\", \"kind\": \"rules\", \"text\": \"Who is a member\", \"sources\": [\"src\"]}]";
    private static final String CONGRESS =
            "\"congresses\": [{\"id\": \"congress-2\", \"name\": \"Second Congress\", \"aliases\": [\"Второй съезд\"], \"kind\": \"congress\", \"votingDelegates\": 1,"
                    + " \"consultativeDelegates\": 1, \"votes\": 2, \"sources\": [\"src\"]}], " + MOTION;
    /** The congress with its first and last days, 30 July and 23 August 1903. */
    private static final String DATED_CONGRESS =
            CONGRESS.replace("\"votes\": 2,", "\"votes\": 2, \"start\": \"1903-07-30\", \"end\": \"1903-08-23\",");

    /** A term elected at the congress, its dates ({@code %s}) to fill in. */
    private static final String ELECTED_AT_CONGRESS_2 =
            "{\"id\": \"e\", \"type\": \"MEMBER_OF\", \"from\": \"martov\", \"to\": \"kiev-committee\", \"role\": \"member\", \"began\": \"elected\", \"context\": \"congress-2\", %s, \"endUnknown\": true, \"sources\": [\"src\"]}";

    private static final String CLEAN = """
            {"id": "lenin-member-of-bolsheviks", "type": "MEMBER_OF", "from": "lenin", "to": "bolsheviks", "role": "leader", "start": "1903-08", "endUnknown": true, "sources": ["src"]},
            {"id": "lenin-attended-congress-2", "type": "ATTENDED", "from": "lenin", "to": "congress-2", "role": "delegate", "sources": ["src"]},
            {"id": "lenin-mandate", "type": "REPRESENTED", "from": "lenin", "to": "kiev-committee", "context": "congress-2", "votes": 2, "sources": ["src"]},
            {"id": "paragraph-1-part-of-congress-2", "type": "PART_OF", "from": "paragraph-1", "to": "congress-2", "sources": ["src"]},
            {"id": "congress-2-decided-paragraph-1", "type": "DECIDED", "from": "congress-2", "to": "paragraph-1", "outcome": "adopted", "votesFor": 1, "votesAgainst": 1, "sources": ["src"]}""";

    private static List<Problem> lint(String extraStatements, String congress) {
        return lintJson("{" + SOURCES + "," + PEOPLE + "," + ORGS + "," + congress + ", \"statements\": [" + CLEAN
                + (extraStatements.isEmpty() ? "" : "," + extraStatements) + "]}");
    }

    private static List<Problem> lint(String extraStatements) {
        return lint(extraStatements, CONGRESS);
    }

    private static void assertOneProblem(List<Problem> problems, String rule, String field, String detail) {
        assertEquals(1, problems.size(), problems.toString());
        Problem p = problems.getFirst();
        assertEquals(field, p.field(), p.toString());
        assertTrue(p.message().startsWith("[" + rule + "]"), p.toString());
        assertTrue(p.message().contains(detail), p.toString());
    }

    @Test
    void aCleanBatchHasNoProblems() {
        assertEquals(List.of(), lint(""));
    }

    @Test
    void idStyleWantsAnExplicitKebabCaseIdOnEveryStatement() {
        assertOneProblem(
                lint(
                        "{\"type\": \"MEMBER_OF\", \"endUnknown\": true, \"from\": \"martov\", \"to\": \"kiev-committee\", \"sources\": [\"src\"]}"),
                "id-style",
                "id",
                "\"martov-member-of-kiev-committee\"");
        assertOneProblem(
                lint(
                        "{\"id\": \"martov.member_of.kiev\", \"type\": \"MEMBER_OF\", \"endUnknown\": true, \"from\": \"martov\", \"to\": \"kiev-committee\", \"sources\": [\"src\"]}"),
                "id-style",
                "id",
                "not a kebab-case slug");
    }

    @Test
    void roleVocabularyRefusesFreeTextRoles() {
        assertOneProblem(
                lint(
                        "{\"id\": \"m1\", \"type\": \"MEMBER_OF\", \"endUnknown\": true, \"from\": \"martov\", \"to\": \"kiev-committee\", \"role\": \"chairman of sorts\", \"sources\": [\"src\"]}"),
                "role-vocabulary",
                "role",
                "\"chairman of sorts\" is not a MEMBER_OF role");
        assertOneProblem(
                lint(
                        "{\"id\": \"m2\", \"type\": \"WALKED_OUT\", \"from\": \"martov\", \"to\": \"congress-2\", \"role\": \"walked out\", \"sources\": [\"src\"]}"),
                "role-vocabulary",
                "role",
                "WALKED_OUT statements take no role");
    }

    @Test
    void roleVocabularyTellsConfinementFromExileAndKnowsReporters() {
        String places =
                "\"places\": [{\"id\": \"sukhum\", \"name\": \"Sukhum\", \"aliases\": [\"Сухум\"], \"kind\": \"city\", \"sources\": [\"src\"]}]";
        String exile =
                "{\"id\": \"e1\", \"type\": \"EXILED_TO\", \"from\": \"martov\", \"to\": \"sukhum\", \"start\": \"1906\", "
                        + "\"end\": \"1906\", \"role\": \"%s\", \"sources\": [\"src\"]}";
        String batch = "{" + SOURCES + "," + PEOPLE + "," + ORGS + "," + places + "," + CONGRESS + ", \"statements\": ["
                + CLEAN
                + "," + exile
                + ", {\"id\": \"p1\", \"type\": \"PROPOSED\", \"from\": \"lenin\", \"to\": \"paragraph-1\", "
                + "\"role\": \"reporter\", \"sources\": [\"src\"]}]}";
        assertEquals(List.of(), lintJson(batch.formatted("prison")));
        assertEquals(List.of(), lintJson(batch.formatted("penal-servitude")));
        assertOneProblem(
                lintJson(batch.formatted("hostage")), "role-vocabulary", "role", "\"hostage\" is not a EXILED_TO role");
    }

    @Test
    void roleVocabularyKeepsInformersToPoliceBodies() {
        assertEquals(
                List.of(),
                lint(
                        "{\"id\": \"m3\", \"type\": \"MEMBER_OF\", \"endUnknown\": true, \"from\": \"martov\", \"to\": \"okhrana\", \"role\": \"informer\", \"sources\": [\"src\"]}"));
        assertOneProblem(
                lint(
                        "{\"id\": \"m4\", \"type\": \"MEMBER_OF\", \"endUnknown\": true, \"from\": \"martov\", \"to\": \"kiev-committee\", \"role\": \"informer\", \"sources\": [\"src\"]}"),
                "role-vocabulary",
                "role",
                "belongs to a membership of a body of kind \"police\"");
        assertOneProblem(
                lint(
                        "{\"id\": \"m5\", \"type\": \"MEMBER_OF\", \"endUnknown\": true, \"from\": \"martov\", \"to\": \"okhrana\", \"role\": \"member\", \"sources\": [\"src\"]}"),
                "role-vocabulary",
                "role",
                "has role \"informer\"");
    }

    @Test
    void rosterCountRefusesMoreDelegatesThanTheCongressHad() {
        assertOneProblem(
                lint(
                        "{\"id\": \"a2\", \"type\": \"ATTENDED\", \"from\": \"martov\", \"to\": \"congress-2\", \"role\": \"delegate\", \"sources\": [\"src\"]}"),
                "roster-count",
                "votingDelegates",
                "records 2 delegates with a decisive vote");
        assertOneProblem(
                lint(
                        "{\"id\": \"r2\", \"type\": \"REPRESENTED\", \"from\": \"lenin\", \"to\": \"kiev-committee\", \"context\": \"congress-2\", \"votes\": 1, \"sources\": [\"src\"]}"),
                "roster-count",
                "votes",
                "records 3 mandate votes");
        String total =
                "\"congresses\": [{\"id\": \"congress-2\", \"name\": \"Second Congress\", \"aliases\": [\"Второй съезд\"], \"kind\": \"congress\", \"delegates\": 1, \"sources\": [\"src\"]}], "
                        + MOTION;
        assertOneProblem(
                lint(
                        "{\"id\": \"a3\", \"type\": \"ATTENDED\", \"from\": \"martov\", \"to\": \"congress-2\", \"role\": \"advisory-delegate\", \"sources\": [\"src\"]}",
                        total),
                "roster-count",
                "delegates",
                "records 2 delegates");
    }

    @Test
    void membershipDatesStayWithinTheOrganizationsAndThePersonsLives() {
        assertOneProblem(
                lint(
                        "{\"id\": \"early\", \"type\": \"MEMBER_OF\", \"endUnknown\": true, \"from\": \"martov\", \"to\": \"bolsheviks\", \"start\": \"1902\", \"sources\": [\"src\"]}"),
                "membership-dates",
                "start",
                "before \"bolsheviks\" was founded");
        assertOneProblem(
                lint(
                        "{\"id\": \"late\", \"type\": \"MEMBER_OF\", \"endUnknown\": true, \"from\": \"lenin\", \"to\": \"kiev-committee\", \"start\": \"1925\", \"sources\": [\"src\"]}"),
                "membership-dates",
                "start",
                "after the death of \"lenin\"");
        assertOneProblem(
                lint(
                        "{\"id\": \"outlived\", \"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"kiev-committee\", \"start\": \"1900\", \"end\": \"1930\", \"sources\": [\"src\"]}"),
                "membership-dates",
                "end",
                "after the death of \"lenin\"");
        assertOneProblem(
                lint(
                        "{\"id\": \"bound\", \"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"kiev-committee\", \"start\": \"1920\", "
                                + "\"endUnknown\": true, \"endBy\": \"1925\", \"sources\": [\"src\"]}"),
                "membership-dates",
                "endBy",
                "bound \"1925\" is after the death of \"lenin\" (1924-01-21)");
        String paper = CONGRESS
                + ", \"publications\": [{\"id\": \"paper\", \"name\": \"Paper\", \"aliases\": [\"Газета\"], \"kind\": \"newspaper\", \"lastIssue\": \"1912-05-05\", \"sources\": [\"src\"]}]";
        assertOneProblem(
                lint(
                        "{\"id\": \"board\", \"type\": \"EDITED\", \"from\": \"martov\", \"to\": \"paper\", \"start\": \"1912\", "
                                + "\"endUnknown\": true, \"endBy\": \"1914\", \"sources\": [\"src\"]}",
                        paper),
                "membership-dates",
                "endBy",
                "\"1914\" is after \"paper\" ended (lastIssue: 1912-05-05)");
        assertEquals(
                List.of(),
                lint(
                        "{\"id\": \"board\", \"type\": \"EDITED\", \"from\": \"martov\", \"to\": \"paper\", \"start\": \"1912\", "
                                + "\"end\": \"1912-06\", \"sources\": [\"src\"]}",
                        paper),
                "a stated end may follow the last issue");
        // a term with no end cannot outlive its paper: bounded by the last issue at the latest
        assertOneProblem(
                lint(
                        "{\"id\": \"open\", \"type\": \"EDITED\", \"from\": \"martov\", \"to\": \"paper\", \"start\": \"1912\", "
                                + "\"endUnknown\": true, \"sources\": [\"src\"]}",
                        paper),
                "membership-dates",
                "endBy",
                "the term has no end but \"paper\" ended (lastIssue: 1912-05-05); state its end, or bound it with \"endBy\": \"1912-05-05\"");
        assertOneProblem(
                lint(
                        "{\"id\": \"forever\", \"type\": \"EDITED\", \"from\": \"martov\", \"to\": \"paper\", \"start\": \"1912\", "
                                + "\"ongoing\": true, \"sources\": [\"src\"]}",
                        paper),
                "membership-dates",
                "ongoing",
                "the term has no end but \"paper\" ended");
        assertEquals(
                List.of(),
                lint(
                        "{\"id\": \"bounded\", \"type\": \"EDITED\", \"from\": \"martov\", \"to\": \"paper\", \"start\": \"1912\", "
                                + "\"endUnknown\": true, \"endBy\": \"1912-05-05\", \"sources\": [\"src\"]}",
                        paper),
                "a term bounded by the last issue");
        // the year of the death may hold the bound: only a bound wholly after the death is refused
        assertEquals(
                List.of(),
                lint(
                        "{\"id\": \"bounded\", \"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"kiev-committee\", \"start\": \"1920\", "
                                + "\"endUnknown\": true, \"endBy\": \"1924\", \"sources\": [\"src\"]}"));
    }

    @Test
    void aFactionMembershipNeedsAStartDate() {
        assertOneProblem(
                lint(
                        "{\"id\": \"undated\", \"type\": \"MEMBER_OF\", \"endUnknown\": true, \"from\": \"martov\", \"to\": \"bolsheviks\", \"sources\": [\"src\"]}"),
                "undated-faction-membership",
                "start",
                "faction \"bolsheviks\" needs a start date");
        assertEquals(
                List.of(),
                lint(
                        "{\"id\": \"by-then\", \"type\": \"MEMBER_OF\", \"startBy\": \"1905-04\", \"endUnknown\": true, \"from\": \"martov\", \"to\": \"bolsheviks\", \"sources\": [\"src\"]}"),
                "a member by a dated point, the joining undated");
    }

    @Test
    void doubtfulStatementsDoNotShareABoilerplateNote() {
        String note = "Approximate: the source does not date this.";
        assertOneProblem(
                lint(
                        "{\"id\": \"u1\", \"type\": \"MEMBER_OF\", \"endUnknown\": true, \"from\": \"martov\", \"to\": \"kiev-committee\", \"certainty\": \"uncertain\", \"note\": \""
                                + note + "\", \"sources\": [\"src\"]},"
                                + "{\"id\": \"u2\", \"type\": \"MEMBER_OF\", \"endUnknown\": true, \"from\": \"lenin\", \"to\": \"kiev-committee\", \"certainty\": \"disputed\", \"note\": \""
                                + note + "\", \"sources\": [\"src\"]}"),
                "specific-notes",
                "note",
                "the same note as test.json: statements[5] (id \"u1\")");
    }

    @Test
    void notesSpeakOfTheFactsNotOfTheWorkThatGatheredThem() {
        assertOneProblem(
                lintPerson("1870", "Born in Simbirsk; the name index was re-read this session, p. 12."),
                "no-working-notes",
                "note",
                "\"re-read this session\" speaks of how the data was gathered");
        assertOneProblem(
                lintPerson("1870", "Duplicate check (task 218): possibly the same man as P."),
                "no-working-notes",
                "note",
                "\"task 218\"");
        assertEquals(
                List.of(),
                lintPerson("1870", "He spoke at this session of the congress, the 12th, as a delegate of 1903."),
                "a congress's own session and numbers are facts");
    }

    @Test
    void aMotionBelongsToACongress() {
        String orphan =
                "\"congresses\": [{\"id\": \"congress-2\", \"name\": \"Second Congress\", \"aliases\": [\"Второй съезд\"], \"kind\": \"congress\", \"sources\": [\"src\"]}], "
                        + "\"motions\": [{\"id\": \"paragraph-1\", \"name\": \"Paragraph 1\", \"kind\": \"rules\", \"text\": \"Who is a member\", \"sources\": [\"src\"]},"
                        + " {\"id\": \"orphan\", \"name\": \"Orphan\", \"kind\": \"other\", \"text\": \"Nothing\", \"sources\": [\"src\"]}]";
        assertOneProblem(lint("", orphan), "motion-congress", "id", "add a PART_OF statement from \"orphan\"");
    }

    @Test
    void aTallyCountsNoMoreVotesThanTheCongressHadAndStatesItsOutcome() {
        assertOneProblem(
                lint(
                        "{\"id\": \"too-many\", \"type\": \"DECIDED\", \"from\": \"congress-2\", \"to\": \"paragraph-1\", \"outcome\": \"rejected\", \"votesFor\": 2, \"votesAgainst\": 1, "
                                + "\"certainty\": \"disputed\", \"note\": \"Another count.\", \"sources\": [\"src\"]}"),
                "tally-count",
                "votesFor",
                "counts 3 votes but \"congress-2\" had 2");
        assertOneProblem(
                lint(
                        "{\"id\": \"no-outcome\", \"type\": \"DECIDED\", \"from\": \"congress-2\", \"to\": \"paragraph-1\", \"votesFor\": 1, "
                                + "\"certainty\": \"disputed\", \"note\": \"Another count.\", \"sources\": [\"src\"]}"),
                "tally-count",
                "outcome",
                "states its outcome");
    }

    @Test
    void sourceTierIsRequiredOnEverySourceOfTheDataset() {
        String json = "{\"sources\": [{\"id\": \"src\", \"title\": \"A source\"}]}";
        assertOneProblem(lintJson(json), "source-tier", "tier", "primary, scholarly, reference, popular or mirror");
    }

    @Test
    void aSourceAtACopySiteIsAMirrorOrNamesTheWork() {
        String copy = "{\"sources\": [{\"id\": \"src\", \"title\": \"Collected Works, vol. 5\", \"tier\": \"%s\","
                + " \"url\": \"https://www.wikizero.com/ru/Page\"}]}";
        assertOneProblem(
                lintJson(copy.formatted("scholarly")), "copy-address", "url", "third-party copy (wikizero.com)");
        assertEquals(List.of(), lintJson(copy.formatted("mirror")));
        String named =
                "{\"sources\": [{\"id\": \"src\", \"title\": \"Collected Works, vol. 5\", \"tier\": \"scholarly\","
                        + " \"citation\": \"Read in a third-party copy of the text at https://www.wikizero.com/ru/Page.\"}]}";
        assertEquals(List.of(), lintJson(named));
    }

    @Test
    void oldStyleDatesInANoteAgreeWithTheStoredGregorianDate() {
        assertOneProblem(
                lintPerson("1877-09-09", "Born 27 August 1877 Old Style."),
                "old-style-dates",
                "born",
                "which is 1877-09-08 Gregorian");
        assertEquals(List.of(), lintPerson("1877-09-08", "Born 27 August 1877 Old Style."));
        // +13 from March 1900 (Julian 29 February 1900 exists), and month ends roll over
        assertEquals(LocalDate.of(1910, 12, 3), OldStyleDates.toGregorian(1910, 11, 20));
        assertEquals(LocalDate.of(1882, 10, 11), OldStyleDates.toGregorian(1882, 9, 29));
        assertEquals(LocalDate.of(1900, 3, 13), OldStyleDates.toGregorian(1900, 2, 29));
        assertEquals(LocalDate.of(1900, 3, 12), OldStyleDates.toGregorian(1900, 2, 28));
    }

    @Test
    void aDayWrittenInBothCalendarsIsOneDay() {
        assertOneProblem(
                lintPerson("1879", "Born 29 (10) September 1879."),
                "double-dates",
                "note",
                "29 September 1879 Old Style is 1879-10-11");
        // Old Style first or New Style first, across a month, in either order of day and month: all one day
        for (String right : List.of(
                "29 September (11 October) 1879",
                "3 (16) December 1905",
                "April 3 (16), 1917",
                "30 (17) June 1917",
                "November 20 (December 3), 1910")) {
            assertEquals(List.of(), lintPerson("1879", "Born " + right + "."), right);
        }
        // a source's own disagreeing heading, quoted, is the source's, not the note's
        assertEquals(List.of(), lintPerson("1879", "Born 1879; headed 'Written November 20 (December 5), 1910'."));
        // ranges are not pairs
        assertEquals(List.of(), DoubleDates.mismatches("sat 15–17 (28–30) January 1904"));
    }

    @Test
    void termEndWantsAnEndOngoingOrEndUnknownOnEveryTerm() {
        assertOneProblem(
                lint(
                        "{\"id\": \"open\", \"type\": \"MEMBER_OF\", \"from\": \"martov\", \"to\": \"kiev-committee\", \"start\": \"1903\", \"sources\": [\"src\"]}"),
                "term-end",
                "end",
                "\"endUnknown\": true");
        assertEquals(
                List.of(),
                lint(
                        "{\"id\": \"open\", \"type\": \"MEMBER_OF\", \"from\": \"martov\", \"to\": \"kiev-committee\", \"start\": \"1903\", "
                                + "\"endUnknown\": true, \"endBy\": \"1905\", \"sources\": [\"src\"]}"));
    }

    @Test
    void congressAgreementWantsAnAttendanceBehindEveryMandateAndOffice() {
        assertOneProblem(
                lint(
                        "{\"id\": \"chair\", \"type\": \"HELD_OFFICE\", \"from\": \"martov\", \"to\": \"congress-2\", \"role\": \"chair\", \"sources\": [\"src\"]}"),
                "congress-agreement",
                "from",
                "\"martov\" holds an office of \"congress-2\" but has no ATTENDED");
        assertEquals(
                List.of(),
                lint(
                        "{\"id\": \"honour\", \"type\": \"HELD_OFFICE\", \"from\": \"martov\", \"to\": \"congress-2\", \"role\": \"honorary-chair\", \"sources\": [\"src\"]}"),
                "an honorary chair may be conferred on someone absent");
        assertEquals(
                List.of(),
                lint(
                        "{\"id\": \"honour2\", \"type\": \"HELD_OFFICE\", \"from\": \"martov\", \"to\": \"congress-2\", \"role\": \"honorary-presidium-member\", \"sources\": [\"src\"]}"),
                "so may a seat in an honorary presidium");
        List<Problem> mandate = lint(
                "{\"id\": \"m2\", \"type\": \"REPRESENTED\", \"from\": \"martov\", \"to\": \"kiev-committee\", \"context\": \"congress-2\", \"votes\": 0, \"sources\": [\"src\"]}");
        assertOneProblem(
                mandate, "congress-agreement", "context", "holds a mandate at \"congress-2\" but has no ATTENDED");
        assertOneProblem(
                lint(
                        "{\"id\": \"m3\", \"type\": \"REPRESENTED\", \"from\": \"lenin\", \"to\": \"kiev-committee\", \"context\": \"congress-2\", \"role\": \"advisory-delegate\", \"votes\": 0, \"sources\": [\"src\"]}"),
                "congress-agreement",
                "role",
                "differs from the attendance's \"delegate\"");
    }

    @Test
    void aConsultativeDelegateHoldsNoDecisiveVote() {
        String advisory =
                "{\"id\": \"a4\", \"type\": \"ATTENDED\", \"from\": \"martov\", \"to\": \"congress-2\", \"role\": \"advisory-delegate\", \"sources\": [\"src\"]},"
                        + "{\"id\": \"m4\", \"type\": \"REPRESENTED\", \"from\": \"martov\", \"to\": \"kiev-committee\", \"context\": \"congress-2\", \"role\": \"advisory-delegate\", \"votes\": 1, \"sources\": [\"src\"]}";
        List<Problem> problems = lint(advisory).stream()
                .filter(p -> !p.message().startsWith("[roster-count]"))
                .toList();
        assertOneProblem(problems, "consultative-votes", "votes", "holds no decisive vote, but this mandate carries 1");
    }

    @Test
    void aTermsVotesAreThoseReceivedWhenElectedAtACongress() {
        String congress = CONGRESS.replace("\"votes\": 2,", "\"votes\": 2, \"delegates\": 2,");
        String elected =
                "{\"id\": \"e\", \"type\": \"MEMBER_OF\", \"from\": \"martov\", \"to\": \"kiev-committee\", \"role\": \"member\", \"began\": \"elected\", \"context\": \"congress-2\", \"start\": \"1903-08\", \"endUnknown\": true, \"votes\": %d, \"sources\": [\"src\"]}";
        assertEquals(List.of(), lint(elected.formatted(2), congress));
        assertOneProblem(lint(elected.formatted(3), congress), "election-votes", "votes", "records 3 votes but");
        assertOneProblem(
                lint(elected.formatted(2).replace("\"began\": \"elected\", ", ""), congress),
                "election-votes",
                "votes",
                "give \"began\": \"elected\"");
    }

    @Test
    void aTermElectedAtACongressCannotHaveBegunBeforeItsFirstDay() {
        String congress = DATED_CONGRESS;
        String elected = ELECTED_AT_CONGRESS_2;
        assertOneProblem(
                lint(elected.formatted("\"start\": \"1903\", \"startBy\": \"1903-08-23\""), congress),
                "elected-after-opening",
                "startAfter",
                "give \"startAfter\": \"1903-07-30\"");
        assertEquals(
                List.of(),
                lint(
                        elected.formatted(
                                "\"start\": \"1903\", \"startAfter\": \"1903-07-30\", \"startBy\": \"1903-08-23\""),
                        congress));
        // a start within which the congress did not open (it opened the month before) is not this rule's concern
        assertEquals(
                List.of(), lint(elected.formatted("\"start\": \"1903-08\", \"startBy\": \"1903-08-23\""), congress));
        // nor a term co-opted later
        assertEquals(
                List.of(),
                lint(
                        elected.formatted("\"start\": \"1903\"")
                                .replace("\"began\": \"elected\"", "\"began\": \"co-opted\""),
                        congress));
    }

    @Test
    void aTermElectedAtACongressHadBegunByItsLastDay() {
        String congress = DATED_CONGRESS;
        String elected = ELECTED_AT_CONGRESS_2;
        assertOneProblem(
                lint(elected.formatted("\"start\": \"1903-08\""), congress),
                "elected-by-close",
                "startBy",
                "give \"startBy\": \"1903-08-23\"");
        assertOneProblem(
                lint(elected.formatted("\"start\": \"1903\", \"startAfter\": \"1903-07-30\""), congress),
                "elected-by-close",
                "startBy",
                "had begun by its last day");
        assertEquals(
                List.of(), lint(elected.formatted("\"start\": \"1903-08\", \"startBy\": \"1903-08-23\""), congress));
        assertEquals(List.of(), lint(elected.formatted("\"start\": \"1903-08-20\""), congress));
        // a start that does not cover the close (a term begun after the congress) is not this rule's concern
        assertEquals(List.of(), lint(elected.formatted("\"start\": \"1904\""), congress));
    }

    @Test
    void aMandateThatRanOutEndedByTheCloseOfTheCongressThatElectedTheSuccessors() {
        String congress = DATED_CONGRESS;
        String successor =
                "{\"id\": \"e\", \"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"kiev-committee\", \"role\": \"member\", \"began\": \"elected\", \"context\": \"congress-2\", \"start\": \"1903-08\", \"startBy\": \"1903-08-23\", \"endUnknown\": true, \"sources\": [\"src\"]}";
        String expired =
                "{\"id\": \"x\", \"type\": \"MEMBER_OF\", \"from\": \"martov\", \"to\": \"kiev-committee\", \"role\": \"member\", \"start\": \"1902\", %s, \"ended\": \"%s\", \"sources\": [\"src\"]}";
        assertOneProblem(
                lint(successor + "," + expired.formatted("\"end\": \"1903-08\"", "term-expired"), congress),
                "expired-by-close",
                "endBy",
                "give \"endBy\": \"1903-08-23\"");
        assertEquals(
                List.of(),
                lint(
                        successor + ","
                                + expired.formatted("\"end\": \"1903-08\", \"endBy\": \"1903-08-23\"", "term-expired"),
                        congress));
        // a congress that opened within the end, too: the old seat certainly ran until then
        String opensInAugust = congress.replace("\"start\": \"1903-07-30\"", "\"start\": \"1903-08-05\"");
        assertOneProblem(
                lint(
                        successor.replace("\"startBy\"", "\"startAfter\": \"1903-08-05\", \"startBy\"") + ","
                                + expired.formatted("\"end\": \"1903-08\", \"endBy\": \"1903-08-23\"", "term-expired"),
                        opensInAugust),
                "expired-by-close",
                "endAfter",
                "give \"endAfter\": \"1903-08-05\"");
        // a seat lost otherwise (an arrest) may have ended any day of the month; an end that misses the close is apart
        assertEquals(
                List.of(), lint(successor + "," + expired.formatted("\"end\": \"1903-08\"", "arrested"), congress));
        assertEquals(
                List.of(), lint(successor + "," + expired.formatted("\"end\": \"1903-07\"", "term-expired"), congress));
    }

    @Test
    void groupingCountRefusesMoreRecordedVotesThanStated() {
        String grouping =
                "{\"id\": \"g\", \"type\": \"STRENGTH_AT\", \"from\": \"bolsheviks\", \"to\": \"congress-2\", \"votes\": 1, \"sources\": [\"src\"]}";
        String mandate = CLEAN.replace("\"votes\": 2,", "\"votes\": 2, \"grouping\": \"bolsheviks\",");
        List<Problem> problems = lintStatements(mandate + "," + grouping);
        assertOneProblem(problems, "grouping-count", "votes", "carry 2 decisive votes, more than the 1 stated");
    }

    @Test
    void bodySeatsRefusesMoreElectedMembersThanSeats() {
        String election =
                "\"events\": [{\"id\": \"cc-election\", \"name\": \"Election\", \"kind\": \"election\", \"date\": \"1903-08\", \"seats\": 1, \"sources\": [\"src\"]}]";
        String terms = CLEAN + ","
                + "{\"id\": \"e-cc\", \"type\": \"PART_OF\", \"from\": \"cc-election\", \"to\": \"kiev-committee\", \"sources\": [\"src\"]},"
                + "{\"id\": \"e-congress\", \"type\": \"PART_OF\", \"from\": \"cc-election\", \"to\": \"congress-2\", \"sources\": [\"src\"]},"
                + "{\"id\": \"t1\", \"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"kiev-committee\", \"began\": \"elected\", \"context\": \"congress-2\", \"start\": \"1903-08\", \"end\": \"1904\", \"sources\": [\"src\"]},"
                + "{\"id\": \"t2\", \"type\": \"MEMBER_OF\", \"from\": \"martov\", \"to\": \"kiev-committee\", \"began\": \"elected\", \"context\": \"congress-2\", \"start\": \"1903-08\", \"end\": \"1904\", \"sources\": [\"src\"]}";
        String json = "{" + SOURCES + "," + PEOPLE + "," + ORGS + "," + CONGRESS + "," + election
                + ", \"statements\": [" + terms + "]}";
        assertOneProblem(
                lintJson(json), "body-seats", "seats", "2 full members are recorded as elected to a body of 1 seats");
    }

    @Test
    void notesThatDifferOnlyByANameAreATemplate() {
        String template =
                " was elected to the committee by secret ballot at the session of that congress, as the minutes record";
        assertOneProblem(
                lint(
                        "{\"id\": \"n1\", \"type\": \"MEMBER_OF\", \"from\": \"martov\", \"to\": \"kiev-committee\", \"endUnknown\": true, \"note\": \"Martov"
                                + template + "\", \"sources\": [\"src\"]},"
                                + "{\"id\": \"n2\", \"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"kiev-committee\", \"endUnknown\": true, \"note\": \"Lenin"
                                + template + "\", \"sources\": [\"src\"]}"),
                "name-swapped-notes",
                "note",
                "only by names or numbers");
    }

    @Test
    void aNoteRepeatedWordForWordIsATemplateToo() {
        String note =
                "Named among the delegates by the encyclopedia, which counts voting and nonvoting delegates together";
        assertOneProblem(
                lint(
                        "{\"id\": \"r1\", \"type\": \"MEMBER_OF\", \"from\": \"martov\", \"to\": \"kiev-committee\", \"endUnknown\": true, \"note\": \""
                                + note + "\", \"sources\": [\"src\"]},"
                                + "{\"id\": \"r2\", \"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"kiev-committee\", \"endUnknown\": true, \"note\": \""
                                + note + "\", \"sources\": [\"src\"]}"),
                "name-swapped-notes",
                "note",
                "or not at all");
    }

    @Test
    void oneBodyHasOneId() {
        String orgs = ORGS.substring(0, ORGS.length() - 1)
                + ", {\"id\": \"kiev-organisation\", \"name\": \"Kiev Organisation\", \"aliases\": [\"Киевская организация\"], \"kind\": \"committee\", \"note\": \"The same city.\", \"sources\": [\"src\"]}]";
        String json = "{" + SOURCES + "," + PEOPLE + "," + orgs + "," + CONGRESS + ", \"statements\": [" + CLEAN + "]}";
        assertOneProblem(lintJson(json), "one-body-id", "id", "name one body; merge them into one id");
    }

    @Test
    void oneWorkAtOneAddressIsOneSource() {
        String sources = "\"sources\": [{\"id\": \"src\", \"title\": \"A source\", \"tier\": \"scholarly\","
                + " \"url\": \"https://en.wikipedia.org/wiki/Iskra\"},"
                + " {\"id\": \"src-copy\", \"title\": \"A source (copy)\", \"tier\": \"scholarly\","
                + " \"url\": \"http://en.wikipedia.org/wiki/Iskra/\"}]";
        String json = "{" + sources + "," + PEOPLE + "," + ORGS + "," + CONGRESS + ", \"statements\": [" + CLEAN + "]}";
        assertOneProblem(lintJson(json), "one-source-per-address", "url", "cites the same address as");
    }

    @Test
    void oneFactIsRecordedOnce() {
        String proposed = "{\"id\": \"%s\", \"type\": \"PROPOSED\", \"from\": \"lenin\", \"to\": \"paragraph-1\","
                + " %s\"sources\": [\"src\"]}";
        assertOneProblem(
                lintStatements(CLEAN + "," + proposed.formatted("p1", "") + ","
                        + proposed.formatted("p2", "\"note\": \"Moved at the 22nd sitting.\", ")),
                "duplicate-statement",
                null,
                "states what test.json: statements[5] (id \"p1\")");
        assertEquals(
                List.of(),
                lintStatements(CLEAN + "," + proposed.formatted("p1", "") + ","
                        + proposed.formatted("p2", "\"date\": \"1903-08-11\", ")),
                "a field tells them apart");
        String arrest = "{\"id\": \"%s\", \"type\": \"ARRESTED_IN\", \"from\": \"martov\", \"to\": \"geneva\","
                + " \"date\": \"%s\", \"sources\": [\"src\"]}";
        String place = ", \"places\": [{\"id\": \"geneva\", \"name\": \"Geneva\", \"aliases\": [\"Женева\"],"
                + " \"sources\": [\"src\"]}]";
        String arrests = "{" + SOURCES + "," + PEOPLE + place + ", \"statements\": [%s, %s]}";
        assertEquals(
                List.of(),
                lintJson(arrests.formatted(arrest.formatted("a1", "1906"), arrest.formatted("a2", "1906"))),
                "two arrests in one year are two arrests");
        assertOneProblem(
                lintJson(arrests.formatted(arrest.formatted("a1", "1906-02-14"), arrest.formatted("a2", "1906-02-14"))),
                "duplicate-statement",
                null,
                "states what test.json: statements[0] (id \"a1\")");
        String undated = "{\"id\": \"%s\", \"type\": \"MEMBER_OF\", \"from\": \"martov\", \"to\": \"kiev-committee\","
                + " \"role\": \"member\", \"endUnknown\": true, \"endBy\": \"%s\", \"sources\": [\"src\"]}";
        assertOneProblem(
                lintStatements(
                        CLEAN + "," + undated.formatted("t1", "1914") + "," + undated.formatted("t2", "1914-12-13")),
                "duplicate-statement",
                "start",
                "a second term with no start in the seat of test.json: statements[5] (id \"t1\")");
    }

    @Test
    void oneSeatOfABodyIsHeldByOneTermAtATime() {
        String first =
                "{\"id\": \"board-1900\", \"type\": \"MEMBER_OF\", \"from\": \"martov\", \"to\": \"kiev-committee\", \"start\": \"1900-12\", \"end\": \"1903-11-01\", \"sources\": [\"src\"]}";
        String again =
                "{\"id\": \"board-1903\", \"type\": \"MEMBER_OF\", \"from\": \"martov\", \"to\": \"kiev-committee\", \"start\": \"1903-08-20\", \"end\": \"1903-11-01\", \"began\": \"elected\", \"sources\": [\"src\"]}";
        assertOneProblem(
                lint(first + "," + again),
                "overlapping-terms",
                "start",
                "overlaps test.json: statements[5] (id \"board-1900\")");
        assertEquals(
                List.of(),
                lint(first.replace("1903-11-01", "1903-08-20") + "," + again),
                "a term ending the day the next begins");
    }

    @Test
    void everyPersonBodyPublicationCongressAndPlaceHasARussianForm() {
        String place = ", \"places\": [{\"id\": \"geneva\", \"name\": \"Geneva\", %s\"sources\": [\"src\"]}]";
        assertOneProblem(
                lintJson("{" + SOURCES + place.formatted("\"aliases\": [\"Genève\"], ") + "}"),
                "russian-name",
                "aliases",
                "\"Geneva\" has no Russian form");
        assertEquals(
                List.of(), lintJson("{" + SOURCES + place.formatted("\"aliases\": [\"Genève\", \"Женева\"], ") + "}"));
        // events and motions are described rather than named: the rule leaves them alone
        assertEquals(
                List.of(),
                lintJson(
                        "{" + SOURCES
                                + ", \"events\": [{\"id\": \"e\", \"name\": \"A strike\", \"kind\": \"other\", \"sources\": [\"src\"]}]}"));
    }

    @Test
    void everyRuleHasAFailingExample() {
        assertEquals(
                List.of(
                        "id-style",
                        "role-vocabulary",
                        "roster-count",
                        "membership-dates",
                        "undated-faction-membership",
                        "specific-notes",
                        "no-working-notes",
                        "motion-congress",
                        "tally-count",
                        "election-votes",
                        "elected-by-close",
                        "elected-after-opening",
                        "expired-by-close",
                        "source-tier",
                        "copy-address",
                        "old-style-dates",
                        "double-dates",
                        "term-end",
                        "congress-agreement",
                        "consultative-votes",
                        "grouping-count",
                        "body-seats",
                        "name-swapped-notes",
                        "one-body-id",
                        "overlapping-terms",
                        "one-source-per-address",
                        "russian-name",
                        "duplicate-statement"),
                DataLinter.RULES);
    }

    /** One person, born {@code born}, whose note is {@code note}. */
    private static List<Problem> lintPerson(String born, String note) {
        return lintJson(
                "{" + SOURCES + ", \"people\": [{\"id\": \"p\", \"name\": \"P\", \"aliases\": [\"П\"], \"born\": \""
                        + born + "\", \"note\": \"" + note + "\", \"sources\": [\"src\"]}]}");
    }

    private static List<Problem> lintStatements(String statements) {
        return lintJson(
                "{" + SOURCES + "," + PEOPLE + "," + ORGS + "," + CONGRESS + ", \"statements\": [" + statements + "]}");
    }

    private static List<Problem> lintJson(String json) {
        try {
            FactBatch batch = FactReader.fromMap(new ObjectMapper().readValue(json, Object.class), "test.json");
            assertEquals(
                    List.of(), FactValidator.selfContained().validate(batch), "the linter's examples are valid facts");
            return DataLinter.lint(batch);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
