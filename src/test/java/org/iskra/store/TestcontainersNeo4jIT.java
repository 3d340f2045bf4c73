package org.iskra.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.iskra.core.Page;
import org.iskra.facts.DateRange;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Statement;
import org.iskra.groups.MembersFilter;
import org.iskra.groups.MembershipStore;
import org.iskra.importer.FactImporter;
import org.junit.jupiter.api.Test;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.GraphDatabase;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.neo4j.Neo4jContainer;

/**
 * The store against a Neo4j server in a container, as in production with an external database. Skipped, with the reason
 * shown by JUnit, where no Docker engine runs.
 */
@Testcontainers(disabledWithoutDocker = true)
class TestcontainersNeo4jIT {

    @Container
    static final Neo4jContainer NEO4J = new Neo4jContainer("neo4j:2026.08").withoutAuthentication();

    @Test
    void migrationsImportAndTheFlagshipQueryWorkOnAServer() throws Exception {
        try (Graph graph = new Graph(
                GraphDatabase.driver(NEO4J.getBoltUrl(), AuthTokens.none()),
                null,
                Duration.ofSeconds(30),
                Duration.ofSeconds(60))) {
            Migrations.apply(graph);
            assertTrue(new FactImporter(graph).seedIfEmpty(Path.of("data")));
            var filter = new MembersFilter(new DateRange(PartialDate.parse("1902"), null, null), null, false);
            List<String> people = new MembershipStore(graph)
                    .members(List.of("bolsheviks", "mensheviks"), filter, new Page(0, 500)).nodes().stream()
                            .map(Statement::fromId)
                            .toList();
            assertTrue(people.contains("lenin") && people.contains("martov"), people.toString());
            long lenins = graph.inRead(tx -> tx.run("MATCH (p:Person {id: 'lenin'}) RETURN count(p) AS n")
                    .single()
                    .get("n")
                    .asLong());
            assertEquals(1L, lenins);
        }
    }
}
