package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class SingleStatementOperationsTest {
    private static final GraphQLRequest READ = new GraphQLRequest("{ person(id: \"p1\") { id } }", null, Map.of());

    @Test
    void anOperationQualifiesAfterItsRunsInARowAndLosesItAtOnce() {
        SingleStatementOperations operations = new SingleStatementOperations(10);
        for (int run = 0; run < SingleStatementOperations.RUNS; run++) {
            assertFalse(operations.expected(READ), "after " + run + " runs");
            operations.ran(READ, 1);
        }
        assertTrue(operations.expected(READ));
        assertFalse(
                operations.expected(new GraphQLRequest(READ.query(), "Other", Map.of())),
                "another operation of the document");
        operations.ran(READ, 2);
        assertFalse(operations.expected(READ));
        for (int run = 0; run < SingleStatementOperations.RUNS - 1; run++) {
            operations.ran(READ, run % 2); // no statement at all counts as one at most
        }
        assertFalse(operations.expected(READ));
        operations.ran(READ, 1);
        assertTrue(operations.expected(READ));
    }

    /** A run again of a mutation would write again. */
    @Test
    void writesNeverQualify() {
        SingleStatementOperations operations = new SingleStatementOperations(10);
        GraphQLRequest mutation =
                new GraphQLRequest("mutation { retractStatement(id: \"s1\") { id } }", null, Map.of());
        GraphQLRequest byWriter = new GraphQLRequest(READ.query(), null, Map.of(), "loader");
        for (int run = 0; run < 2 * SingleStatementOperations.RUNS; run++) {
            operations.ran(mutation, 1);
            operations.ran(byWriter, 1);
        }
        assertFalse(operations.expected(mutation));
        assertFalse(operations.expected(byWriter));
    }
}
