package org.iskra.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

/**
 * With {@code NEO4J_URI} set, or in the build's runs on a separate Neo4j process, the database tests run against that
 * server instead of the embedded one; this test makes the choice visible in the report and checks the path end to end:
 * a write and a read through the driver's scheme (bolt:// or the routing neo4j://, whose routing table must hand out a
 * reachable address).
 */
@EnabledIf(
        value = "org.iskra.testing.TestDatabase#isExternal",
        disabledReason = "the database tests ran on the embedded Neo4j (no NEO4J_URI, no -Diskra.test.neo4j=process…)")
class ExternalNeo4jIT {

    @Test
    void theSuiteRunsAgainstTheExternalServer() {
        String uri = System.getenv("NEO4J_URI");
        String expected = uri != null && !uri.isBlank()
                ? "external Neo4j at " + uri
                : "external Neo4j process at " + TestDatabase.processScheme() + "://";
        assertTrue(TestDatabase.description().startsWith(expected), TestDatabase.description());
        assertTrue(TestDatabase.graph().isReady());
        TestDatabase.write("MERGE (p:ExternalCheck {id: 'external-check'}) SET p.at = timestamp()", Map.of());
        long found = TestDatabase.graph()
                .inRead(tx -> tx.run("MATCH (p:ExternalCheck {id: 'external-check'}) RETURN count(p) AS n")
                        .single()
                        .get("n")
                        .asLong());
        assertEquals(1, found, "a write is read back through " + TestDatabase.description());
        TestDatabase.write("MATCH (p:ExternalCheck) DELETE p", Map.of());
        assertFalse(TestDatabase.embedded() != null, "no embedded database in this JVM");
    }
}
