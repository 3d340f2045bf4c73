package org.iskra.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FactValidatorTest {

    private static List<Problem> validate(String json) {
        try {
            Object parsed = new ObjectMapper().readValue(json, Object.class);
            return FactValidator.selfContained().validate(FactReader.fromMap(parsed, "test.json"));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static final String SOURCES = "\"sources\": [{\"id\": \"src\", \"title\": \"A source\"}]";
    private static final String PEOPLE =
            "\"people\": [{\"id\": \"lenin\", \"name\": \"Lenin\", \"born\": \"1870-04-22\", \"sources\": [\"src\"]}]";
    private static final String ORGS =
            "\"organizations\": [{\"id\": \"bolsheviks\", \"name\": \"Bolsheviks\", \"kind\": \"faction\", \"sources\": [\"src\"]}]";

    private static String batch(String statements) {
        return "{" + SOURCES + "," + PEOPLE + "," + ORGS + ", \"statements\": [" + statements + "]}";
    }

    @Test
    void aConsistentBatchHasNoProblems() {
        assertEquals(
                List.of(),
                validate(
                        batch(
                                "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1903-08\", \"sources\": [\"src\"]}")));
    }

    @Test
    void aBrokenReferenceNamesTheRecordTheFieldAndTheMissingId() {
        List<Problem> problems = validate(batch(
                "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolshevicks\", \"sources\": [\"src\"]}"));
        assertEquals(1, problems.size(), problems.toString());
        Problem p = problems.getFirst();
        assertEquals("test.json: statements[0] (id \"lenin.member_of.bolshevicks\")", p.where());
        assertEquals("to", p.field());
        assertTrue(p.message().contains("\"bolshevicks\", which is defined nowhere"), p.message());
    }

    @Test
    void endAfterBoundsAnUnknownEndOrNarrowsACoarseOneAndPrecedesEndBy() {
        assertEquals(
                List.of(),
                validate(
                        batch(
                                "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1903-08\", \"endUnknown\": true, \"endAfter\": \"1910\", \"endBy\": \"1912\", \"sources\": [\"src\"]}")));
        // beside an end, endAfter is a day within it (the opening of the congress that elected the successors)
        List<Problem> withAnEnd = validate(
                batch(
                        "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1903-08\", \"end\": \"1912\", \"endAfter\": \"1910\", \"sources\": [\"src\"]}"));
        assertEquals(1, withAnEnd.size(), withAnEnd.toString());
        assertEquals("endAfter", withAnEnd.getFirst().field());
        assertTrue(withAnEnd.getFirst().message().contains("is not such a day"), withAnEnd.toString());
        assertEquals(
                List.of(),
                validate(
                        batch(
                                "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1917-05\", \"end\": \"1917-08\", \"endAfter\": \"1917-08-08\", \"endBy\": \"1917-08-16\", \"ended\": \"term-expired\", \"sources\": [\"src\"]}")));
        List<Problem> afterItsBound = validate(
                batch(
                        "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1903-08\", \"endUnknown\": true, \"endAfter\": \"1913\", \"endBy\": \"1912\", \"sources\": [\"src\"]}"));
        assertEquals(1, afterItsBound.size(), afterItsBound.toString());
    }

    @Test
    void startAfterIsADayWithinACoarseStartAndPrecedesStartBy() {
        String term =
                "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", %s, \"endUnknown\": true, \"sources\": [\"src\"]}";
        // the opening and the close of the congress that elected the term, both within its month
        assertEquals(
                List.of(),
                validate(batch(term.formatted(
                        "\"start\": \"1917-08\", \"startAfter\": \"1917-08-08\", \"startBy\": \"1917-08-16\""))));
        assertOnlyProblem(
                validate(batch(term.formatted("\"startAfter\": \"1917-08-08\""))), "startAfter", "has no start");
        assertOnlyProblem(
                validate(batch(term.formatted("\"start\": \"1917-08-10\", \"startAfter\": \"1917-08-08\""))),
                "startAfter",
                "adds nothing to a start known to the day");
        assertOnlyProblem(
                validate(batch(term.formatted("\"start\": \"1917-08\", \"startAfter\": \"1917-07-30\""))),
                "startAfter",
                "is not such a day");
        assertOnlyProblem(
                validate(batch(term.formatted(
                        "\"start\": \"1917\", \"startAfter\": \"1917-08-20\", \"startBy\": \"1917-08-16\""))),
                "startBy",
                "is before startAfter");
    }

    private static void assertOnlyProblem(List<Problem> problems, String field, String message) {
        assertEquals(1, problems.size(), problems.toString());
        assertEquals(field, problems.getFirst().field(), problems.toString());
        assertTrue(problems.getFirst().message().contains(message), problems.toString());
    }

    @Test
    void startByStandsForAnUndatedStartOrADayWithinACoarseOneAndPrecedesTheEnd() {
        assertEquals(
                List.of(),
                validate(
                        batch(
                                "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"startBy\": \"1905-04\", \"endUnknown\": true, \"endBy\": \"1912\", \"sources\": [\"src\"]}")));
        List<Problem> withAStart = validate(
                batch(
                        "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1903-08\", \"startBy\": \"1905\", \"ongoing\": true, \"sources\": [\"src\"]}"));
        assertEquals(1, withAStart.size(), withAStart.toString());
        assertEquals("startBy", withAStart.getFirst().field());
        assertTrue(withAStart.getFirst().message().contains("is not such a day"), withAStart.toString());
        // beside a start known to the month, the day by which it had begun (the close of the congress that elected it)
        assertEquals(
                List.of(),
                validate(
                        batch(
                                "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1903-08\", \"startBy\": \"1903-08-23\", \"ongoing\": true, \"sources\": [\"src\"]}")));
        List<Problem> toTheDay = validate(
                batch(
                        "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1903-08-20\", \"startBy\": \"1903-08-23\", \"ongoing\": true, \"sources\": [\"src\"]}"));
        assertEquals(1, toTheDay.size(), toTheDay.toString());
        assertTrue(
                toTheDay.getFirst().message().contains("adds nothing to a start known to the day"),
                toTheDay.toString());
        List<Problem> afterTheEnd = validate(
                batch(
                        "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"startBy\": \"1910\", \"end\": \"1907\", \"sources\": [\"src\"]}"));
        assertEquals(1, afterTheEnd.size(), afterTheEnd.toString());
        assertEquals("end", afterTheEnd.getFirst().field());
        List<Problem> notATerm = validate(
                batch(
                        "{\"type\": \"ATTENDED\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"startBy\": \"1905\", \"sources\": [\"src\"]}"));
        assertTrue(
                notATerm.stream().anyMatch(p -> p.field().equals("startBy")),
                "startBy belongs on terms only: " + notATerm);
    }

    @Test
    void endByBesideAnEndIsADayWithinIt() {
        // the close of the congress that elected the successors, within an end known to the month
        assertEquals(
                List.of(),
                validate(
                        batch(
                                "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1917-05\", \"end\": \"1917-08\", \"endBy\": \"1917-08-16\", \"ended\": \"term-expired\", \"sources\": [\"src\"]}")));
        List<Problem> outside = validate(
                batch(
                        "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1917-05\", \"end\": \"1917-08\", \"endBy\": \"1917-09-02\", \"sources\": [\"src\"]}"));
        assertEquals(1, outside.size(), outside.toString());
        assertEquals("endBy", outside.getFirst().field());
        assertTrue(outside.getFirst().message().contains("by which the term had certainly ended"), outside.toString());
        List<Problem> coarse = validate(
                batch(
                        "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1917-05\", \"end\": \"1917\", \"endBy\": \"1917-08\", \"sources\": [\"src\"]}"));
        assertEquals(1, coarse.size(), coarse.toString());
        assertTrue(coarse.getFirst().message().contains("is not such a day"), coarse.toString());
        List<Problem> toTheDay = validate(
                batch(
                        "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1917-05\", \"end\": \"1917-08-10\", \"endBy\": \"1917-08-16\", \"sources\": [\"src\"]}"));
        assertEquals(1, toTheDay.size(), toTheDay.toString());
        assertTrue(
                toTheDay.getFirst().message().contains("adds nothing to an end known to the day"), toTheDay.toString());
    }

    @Test
    void anUnsourcedFactIsRejected() {
        List<Problem> problems = validate(
                batch("{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"sources\": []}"));
        assertEquals(1, problems.size(), problems.toString());
        assertEquals("sources", problems.getFirst().field());
        assertTrue(problems.getFirst().message().contains("at least one source"));
    }

    @Test
    void anEndBeforeItsStartIsRejected() {
        List<Problem> problems = validate(
                batch(
                        "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1905\", \"end\": \"1904-12\", \"sources\": [\"src\"]}"));
        assertEquals(1, problems.size(), problems.toString());
        assertEquals("end", problems.getFirst().field());
        assertTrue(
                problems.getFirst().message().contains("\"1904-12\" is before start \"1905\""),
                problems.getFirst().message());
    }

    @Test
    void aMembershipBeforeBirthIsRejected() {
        List<Problem> problems = validate(
                batch(
                        "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1869\", \"sources\": [\"src\"]}"));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.getFirst().message().contains("before the birth of \"lenin\""));
    }

    @Test
    void malformedDatesWrongKindsAndUnknownFieldsAreNamed() {
        List<Problem> problems = validate(
                batch(
                        "{\"type\": \"MEMBER_OF\", \"from\": \"bolsheviks\", \"to\": \"lenin\", \"start\": \"1903-13\", \"sources\": [\"src\"], \"colour\": \"red\"}"));
        List<String> fields = problems.stream().map(Problem::field).sorted().toList();
        assertEquals(List.of("colour", "from", "start", "to"), fields, problems.toString());
    }

    @Test
    void anIdIsDefinedOnceAcrossAllKinds() {
        List<Problem> problems = validate("{" + SOURCES + "," + PEOPLE
                + ", \"places\": [{\"id\": \"lenin\", \"name\": \"Leninsk\", \"sources\": [\"src\"]}]}");
        assertTrue(
                problems.stream()
                        .anyMatch(p -> p.field().equals("id") && p.message().contains("already defined")),
                problems.toString());
    }

    @Test
    void sharedNamesNeedANote() {
        String twoPlekhanovs = "{" + SOURCES + ", \"people\": ["
                + "{\"id\": \"plekhanov\", \"name\": \"Georgi Plekhanov\", \"aliases\": [\"Plékhanov\"], \"sources\": [\"src\"]},"
                + "{\"id\": \"plekhanov-2\", \"name\": \"Plekhanov\", \"aliases\": [\"Plekhanov\", \"plékhanov\"], \"sources\": [\"src\"]}]}";
        assertTrue(validate(twoPlekhanovs).stream().anyMatch(p -> p.message().contains("is also used by")));
        String explained =
                twoPlekhanovs.replace("\"name\": \"Plekhanov\"", "\"name\": \"Plekhanov\", \"note\": \"a namesake\"");
        assertEquals(List.of(), validate(explained));
    }

    @Test
    void unknownListsAndNonObjectsAreReadProblems() {
        List<Problem> problems = validate("{\"persons\": [], \"people\": [42]}");
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> "persons".equals(p.field())));
        assertTrue(problems.stream().anyMatch(p -> p.where().contains("people[0]")));
    }

    @Test
    void statementIdsDefaultToFromTypeTo() {
        FactRecord r =
                new FactRecord("f", "statements", 0, Map.of("from", "lenin", "type", "MEMBER_OF", "to", "bolsheviks"));
        assertEquals("lenin.member_of.bolsheviks", StatementIds.of(r));
    }

    @Test
    void anElectionIsATermNotAnElectedToStatement() {
        List<Problem> problems = validate(batch(
                "{\"type\": \"ELECTED_TO\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"sources\": [\"src\"]}"));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(
                problems.getFirst().message().contains("MEMBER_OF with \"began\": \"elected\""), problems.toString());
    }

    @Test
    void howATermBeganAndEndedComesFromItsVocabularyAndAnUnknownEndContradictsAnEnd() {
        List<Problem> problems = validate(
                batch("{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"began\": \"won\", "
                        + "\"end\": \"1905\", \"endUnknown\": true, \"sources\": [\"src\"]}"));
        assertEquals(
                List.of("began", "endUnknown"),
                problems.stream().map(Problem::field).toList(),
                problems.toString());
        assertTrue(validate(batch(
                        "{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"began\": \"elected\", "
                                + "\"ended\": \"arrested\", \"end\": \"1905\", \"sources\": [\"src\"]}"))
                .isEmpty());
    }

    @Test
    void anExileEndsByEscapeOrReleaseAndASeatNeverDoes() {
        String places =
                "\"places\": [{\"id\": \"narym\", \"name\": \"Narym\", \"kind\": \"city\", \"sources\": [\"src\"]}]";
        String exile = "{\"type\": \"EXILED_TO\", \"from\": \"lenin\", \"to\": \"narym\", \"start\": \"1912\", "
                + "\"end\": \"1912\", \"ended\": \"%s\", \"sources\": [\"src\"]}";
        String batch = "{" + SOURCES + "," + PEOPLE + "," + ORGS + "," + places + ", \"statements\": [%s]}";
        assertTrue(validate(batch.formatted(exile.formatted("escaped"))).isEmpty());
        assertTrue(validate(batch.formatted(exile.formatted("released"))).isEmpty());
        assertTrue(validate(batch.formatted(exile.formatted("died"))).isEmpty());
        List<Problem> expired = validate(batch.formatted(exile.formatted("term-expired")));
        assertEquals(1, expired.size(), expired.toString());
        assertEquals("ended", expired.getFirst().field());
        assertTrue(
                expired.getFirst().message().contains("an exile or a prison term ends \"escaped\""),
                expired.toString());
        List<Problem> seat = validate(
                batch("{\"type\": \"MEMBER_OF\", \"from\": \"lenin\", \"to\": \"bolsheviks\", \"start\": \"1903-08\", "
                        + "\"end\": \"1905\", \"ended\": \"escaped\", \"sources\": [\"src\"]}"));
        assertEquals(1, seat.size(), seat.toString());
        assertTrue(seat.getFirst().message().contains("end only an exile or a prison term"), seat.toString());
    }

    @Test
    void aFactRestingOnlyOnPopularWorksOrMirrorsIsRefused() {
        String sources = "\"sources\": [{\"id\": \"mirror\", \"title\": \"A copy\", \"tier\": \"mirror\"},"
                + "{\"id\": \"blog\", \"title\": \"A blog\", \"tier\": \"popular\"}, {\"id\": \"gse\", \"title\": \"GSE\", \"tier\": \"reference\"}]";
        String json = "{" + sources
                + ", \"people\": [{\"id\": \"lenin\", \"name\": \"Lenin\", \"sources\": [\"mirror\", \"blog\"]},"
                + "{\"id\": \"martov\", \"name\": \"Martov\", \"sources\": [\"mirror\", \"gse\"]}]}";
        List<Problem> problems = validate(json);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.getFirst().where().contains("lenin"), problems.toString());
        assertTrue(
                problems.getFirst()
                        .message()
                        .contains("rests only on popular works or mirrors (mirror: mirror, blog: popular)"),
                problems.toString());
        assertEquals(
                "tier",
                validate("{\"sources\": [{\"id\": \"s\", \"title\": \"S\", \"tier\": \"blog\"}]}")
                        .getFirst()
                        .field());
    }
}
