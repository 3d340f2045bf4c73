package org.iskra.tools.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.iskra.testing.Scratch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The benchmark's small variant, so it never rots: a generated graph of 1,000 people, every workload answered over HTTP
 * and as Cypher without errors (and, with {@code --iskra-statement}, the GraphQL side's own statement run alone), and
 * the results written as JSON. It measures nothing worth quoting; `bench` with a large N does.
 */
@Execution(ExecutionMode.CONCURRENT)
class LoadBenchmarkIT {

    @Test
    void theSmallVariantRunsEveryWorkloadWithoutErrors() throws Exception {
        Path dir = Scratch.directory("iskra-bench-it");
        Path out = dir.resolve("results.json");
        List<LoadBenchmark.Result> results = LoadBenchmark.run(new LoadBenchmark.Settings(
                1_000,
                2,
                Duration.ofMillis(250),
                Duration.ofMillis(100),
                Duration.ZERO,
                dir.resolve("store"),
                out,
                List.of(),
                LoadBenchmark.Database.EMBEDDED,
                BenchClient.Kind.SOCKET,
                LoadBenchmark.CypherAs.BOTH,
                true));
        assertEquals(
                List.of("W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8"),
                results.stream().map(LoadBenchmark.Result::workload).toList());
        for (LoadBenchmark.Result r : results) {
            assertEquals(0, r.graphql().errors(), r.toString());
            assertEquals(0, r.cypher().errors(), r.toString());
            // both hand-written forms ran, and the ratios are against the faster of the two
            assertNotNull(r.cypherOther(), r.toString());
            assertEquals(0, r.cypherOther().errors(), r.toString());
            assertTrue(r.cypher().throughput() >= r.cypherOther().throughput(), r.toString());
            assertTrue(List.of("function", "auto-commit").contains(r.cypherForm()), r.toString());
            assertTrue(r.graphql().requests() > 0 && r.cypher().requests() > 0, r.toString());
            assertEquals(
                    new LoadBenchmark.Cost(1, 1),
                    r.cypherCost(),
                    "the hand-written query: one statement in one transaction");
            assertTrue(r.graphqlCost().statements() >= 1 && r.graphqlCost().transactions() >= 1, r.toString());
            // --iskra-statement: the one statement the GraphQL side sends also ran alone, without errors
            if (r.graphqlCost().statements() == 1) {
                assertNotNull(r.iskraStatement(), r.toString());
                assertEquals(0, r.iskraStatement().errors(), r.toString());
                assertTrue(r.iskraStatement().requests() > 0, r.toString());
            }
        }
        JsonNode json = new ObjectMapper().readTree(out.toFile());
        assertEquals(8, json.get("results").size());
        assertTrue(json.get("rssBytes").asLong() > 0);
        assertTrue(json.at("/results/0/graphqlCost/statements").asLong() >= 1, json.toString());
    }

    /**
     * {@code bench --external neo4j}: the same loop on a Neo4j server in another process, through the routing driver.
     * It starts that server and imports the graph through it: about 40 s on the 2-core machine, past the default
     * two-minute limit when the machine is busy, hence a limit of its own.
     */
    @Test
    @Timeout(300)
    void theExternalVariantRunsThroughTheRoutingDriver() throws Exception {
        Path dir = Scratch.directory("iskra-bench-external-it");
        Path out = dir.resolve("results.json");
        List<LoadBenchmark.Result> results = LoadBenchmark.run(new LoadBenchmark.Settings(
                1_000,
                2,
                Duration.ofMillis(250),
                Duration.ofMillis(100),
                dir.resolve("store"),
                out,
                List.of("W2"),
                LoadBenchmark.Database.EXTERNAL_ROUTING));
        LoadBenchmark.Result w2 = results.getFirst();
        assertEquals(0, w2.graphql().errors() + w2.cypher().errors(), w2.toString());
        assertTrue(w2.graphql().requests() > 0, w2.toString());
        assertTrue(new ObjectMapper()
                .readTree(out.toFile())
                .get("database")
                .asText()
                .startsWith("Neo4j in a separate process, neo4j://"));
    }
}
