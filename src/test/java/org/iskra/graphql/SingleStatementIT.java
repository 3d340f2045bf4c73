package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphql.ExecutionResult;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.iskra.store.ReadOutcome;
import org.iskra.testing.Facts;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * An operation that its last runs show to read with one statement sends it as an auto-commit read (one round trip
 * instead of three); one that then reads more reads the rest in a transaction of the same session (chained to the first
 * statement's bookmark) and is never run again.
 */
class SingleStatementIT {
    private static final String PERSON = "{ person(id: \"p1\") { id name } }";
    /** One statement when the search finds nobody; a second for the memberships of the people it finds. */
    private static final String SEARCH = """
            query ($text: String!) { search(text: $text, first: 5) { node { id ... on Person { memberships { organization { id } } } } } }""";

    @BeforeAll
    static void load() {
        TestDatabase.clean();
        Facts.load("""
                {"sources": [{"id": "src", "title": "Test source"}],
                 "organizations": [{"id": "bolsheviks", "name": "Bolsheviks", "kind": "faction", "sources": ["src"]}],
                 "people": [{"id": "p1", "name": "Alexandra Kollontai", "sources": ["src"]},
                            {"id": "p2", "name": "Inessa Armand", "sources": ["src"]}],
                 "statements": [{"type": "MEMBER_OF", "from": "p1", "to": "bolsheviks", "start": "1915", "sources": ["src"]},
                                {"type": "MEMBER_OF", "from": "p2", "to": "bolsheviks", "start": "1904", "sources": ["src"]}]}""");
    }

    /** What one request sent: statements, transactions, and of those auto-commit statements. */
    private record Sent(long statements, long transactions, long alone, ExecutionResult result) {}

    private static Sent send(GraphQLService service, String query, Map<String, Object> variables) {
        long statements = TestDatabase.statementsSent();
        long transactions = TestDatabase.transactionsBegun();
        long alone = TestDatabase.autoCommitStatements();
        ExecutionResult result = service.execute(new GraphQLRequest(query, null, variables));
        assertEquals(List.of(), result.getErrors());
        return new Sent(
                TestDatabase.statementsSent() - statements,
                TestDatabase.transactionsBegun() - transactions,
                TestDatabase.autoCommitStatements() - alone,
                result);
    }

    @Test
    void anOperationOfOneStatementSendsItAloneAfterItsFirstRuns() {
        try (GraphQLService service = new GraphQLService(Stores.over(TestDatabase.graph()), ApiLimits.DEFAULTS)) {
            Object answer = null;
            for (int run = 1; run <= SingleStatementOperations.RUNS; run++) {
                Sent sent = send(service, PERSON, Map.of());
                assertEquals(1, sent.statements(), "run " + run);
                assertEquals(
                        0,
                        sent.alone(),
                        "run " + run + ": in a transaction until its runs show it reads with one statement");
                answer = sent.result().getData();
            }
            assertEquals(Map.of("person", Map.of("id", "p1", "name", "Alexandra Kollontai")), answer);
            for (int run = 0; run < 3; run++) {
                Sent sent = send(service, PERSON, Map.of());
                assertEquals(
                        new Sent(1, 1, 1, null), new Sent(sent.statements(), sent.transactions(), sent.alone(), null));
                assertEquals(answer, sent.result().getData());
            }
        }
    }

    @Test
    void anOperationThatReadsMoreThanItsLastRunsReadsTheRestInTheSameSessionWithoutRunningAgain() {
        try (GraphQLService service = new GraphQLService(Stores.over(TestDatabase.graph()), ApiLimits.DEFAULTS)) {
            Map<String, Object> nobody = Map.of("text", "Zinoviev");
            Map<String, Object> kollontai = Map.of("text", "Kollontai");
            for (int run = 0; run < SingleStatementOperations.RUNS; run++) {
                assertEquals(1, send(service, SEARCH, nobody).statements());
            }
            Sent expectedAlone = send(service, SEARCH, nobody);
            assertEquals(1, expectedAlone.alone());
            assertEquals(Map.of("search", List.of()), expectedAlone.result().getData());

            // the search sent alone finds someone, whose memberships need a second statement: it is read in a
            // transaction begun in the same session, and the request is not run again
            long sessions = TestDatabase.sessionsOpened();
            Sent found = send(service, SEARCH, kollontai);
            assertEquals(1, found.alone());
            assertEquals(2, found.statements(), "the search alone, then the memberships; nothing read twice");
            assertEquals(2, found.transactions(), "the auto-commit search and the transaction for the rest");
            assertEquals(1, TestDatabase.sessionsOpened() - sessions, "both in one session, chained by its bookmark");
            Map<String, Object> expected = Map.of(
                    "search",
                    List.of(Map.of(
                            "node",
                            Map.of(
                                    "id",
                                    "p1",
                                    "memberships",
                                    List.of(Map.of("organization", Map.of("id", "bolsheviks")))))));
            assertEquals(expected, found.result().getData());

            // from then on it runs in a transaction, whichever variables come
            Sent after = send(service, SEARCH, nobody);
            assertEquals(
                    new Sent(1, 1, 0, null), new Sent(after.statements(), after.transactions(), after.alone(), null));
            Sent again = send(service, SEARCH, kollontai);
            assertEquals(
                    new Sent(2, 1, 0, null), new Sent(again.statements(), again.transactions(), again.alone(), null));
            assertEquals(expected, again.result().getData());
        }
    }

    @Test
    void anOperationOfTwoStatementsNeverSendsOneAlone() {
        String two = "{ person(id: \"p1\") { id } search(text: \"Armand\") { node { id } } }";
        try (GraphQLService service = new GraphQLService(Stores.over(TestDatabase.graph()), ApiLimits.DEFAULTS)) {
            for (int run = 0; run < 2 * SingleStatementOperations.RUNS; run++) {
                Sent sent = send(service, two, Map.of());
                assertEquals(
                        new Sent(2, 1, 0, null),
                        new Sent(sent.statements(), sent.transactions(), sent.alone(), null),
                        "run " + run);
            }
        }
    }

    /**
     * The graph itself: the first statement alone, then a transaction in the same session for the rest, reported as not
     * one transaction.
     */
    @Test
    void theGraphReportsWhetherItsReadsSharedOneTransaction() {
        Graph graph = TestDatabase.graph();
        Cypher count = new Cypher("count", "MATCH (p:Person) RETURN count(p) AS people");
        long alone = TestDatabase.autoCommitStatements();
        ReadOutcome<Long> one = graph.inOneRead(
                snapshot -> snapshot.readSingle(
                        count, Map.of(), r -> r.get("people").asLong()),
                true);
        assertEquals(new ReadOutcome<>(2L, 1, true), one);
        assertEquals(1, TestDatabase.autoCommitStatements() - alone);

        long sessions = TestDatabase.sessionsOpened();
        ReadOutcome<Long> two = graph.inOneRead(
                snapshot -> snapshot.readSingle(
                                count, Map.of(), r -> r.get("people").asLong())
                        + snapshot.readSingle(
                                count, Map.of(), r -> r.get("people").asLong()),
                true);
        assertEquals(new ReadOutcome<>(4L, 2, false), two);
        assertEquals(
                1, TestDatabase.sessionsOpened() - sessions, "the statement alone and the transaction share a session");

        ReadOutcome<Long> inTransaction = graph.inOneRead(
                snapshot -> snapshot.readSingle(
                                count, Map.of(), r -> r.get("people").asLong())
                        + snapshot.readSingle(
                                count, Map.of(), r -> r.get("people").asLong()),
                false);
        assertEquals(new ReadOutcome<>(4L, 2, true), inTransaction);
        assertEquals(
                2,
                TestDatabase.autoCommitStatements() - alone,
                "the two-statement reads sent one statement alone between them");
        assertNotEquals(one, two);
        assertTrue(inTransaction.oneTransaction());
        assertFalse(two.oneTransaction());
    }

    /**
     * A snapshot kept past the end of its work (a fetcher finishing late) reads on its own: its shared transaction is
     * closed and never begun again, so nothing is left open.
     */
    @Test
    void aSnapshotUsedAfterItsWorkEndedReadsInATransactionOfItsOwn() {
        Graph graph = TestDatabase.graph();
        Cypher count = new Cypher("count", "MATCH (p:Person) RETURN count(p) AS people");
        AtomicReference<Graph> kept = new AtomicReference<>();
        ReadOutcome<Long> during = graph.inOneRead(
                snapshot -> {
                    kept.set(snapshot);
                    return snapshot.readSingle(
                            count, Map.of(), r -> r.get("people").asLong());
                },
                false);
        long after = kept.get().readSingle(count, Map.of(), r -> r.get("people").asLong());
        assertEquals(during.value(), after);
        assertEquals(1, during.statements(), "the late read is not counted in the work's transaction");
    }
}
