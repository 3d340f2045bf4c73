package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphql.ExecutionResult;
import java.time.Duration;
import java.util.List;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/**
 * A request whose turn to run does not come within the time limit is refused with UNAVAILABLE, and runs once a turn is
 * free.
 */
class TurnsIT {

    @Test
    void noTurnWithinTheTimeLimitIsUnavailable() throws Exception {
        Turns turns = new Turns(1);
        ApiLimits limits = ApiLimits.DEFAULTS.withTimeout(Duration.ofSeconds(2));
        GraphQLRequest request =
                new GraphQLRequest("{ __typename }", null, null); // no database work: only the turn is measured
        try (GraphQLService service = new GraphQLService(Stores.over(TestDatabase.graph()), limits, true, turns)) {
            assertEquals(List.of(), service.execute(request).getErrors(), "served while a turn is free");
            assertTrue(turns.take(Duration.ZERO), "the test holds the only turn");
            long started = System.nanoTime();
            ExecutionResult refused = service.execute(request);
            long waited = (System.nanoTime() - started) / 1_000_000;
            assertEquals(
                    "UNAVAILABLE",
                    refused.getErrors().getFirst().getExtensions().get("code"));
            assertTrue(
                    refused.getErrors().getFirst().getMessage().contains("could not start within 2 s"),
                    refused.getErrors().toString());
            assertTrue(waited >= 2_000, "waited for a turn up to the limit, " + waited + " ms");
            turns.give();
            ExecutionResult served = service.execute(request);
            assertEquals(List.of(), served.getErrors());
        }
    }
}
