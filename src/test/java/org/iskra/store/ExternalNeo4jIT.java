package org.iskra.store;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * With {@code NEO4J_URI} set, every database test runs against that server instead of the embedded
 * one; this test makes the choice visible in the report. Skipped when NEO4J_URI is not set.
 */
@EnabledIfEnvironmentVariable(named = "NEO4J_URI", matches = ".+", disabledReason = "NEO4J_URI is not set: the database tests ran on the embedded Neo4j")
class ExternalNeo4jIT {

    @Test
    void theSuiteRunsAgainstTheExternalServer() {
        assertTrue(TestDatabase.description().startsWith("external Neo4j at " + System.getenv("NEO4J_URI")));
        assertTrue(TestDatabase.graph().isReady());
    }
}
