package org.iskra.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iskra.reads.StatsStore;
import org.iskra.testing.Facts;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Over the whole loaded graph: every fact names at least one source, and every cited source exists. */
class ProvenanceIT {

    @BeforeAll
    static void load() {
        Facts.loadDataFolder();
    }

    private static List<String> ids(String cypher) {
        return TestDatabase.graph()
                .inRead(tx -> tx.run(cypher).list(r -> r.get(0).asString()));
    }

    @Test
    void everyEntityAndStatementNamesASource() {
        assertEquals(
                List.of(),
                ids("MATCH (n:Entity) WHERE NOT n:Source AND size(coalesce(n.sources, [])) = 0 RETURN n.id"));
        assertEquals(
                List.of(), ids("MATCH (:Entity)-[r]->(:Entity) WHERE size(coalesce(r.sources, [])) = 0 RETURN r.id"));
    }

    @Test
    void everyCitedSourceExistsAsASource() {
        assertEquals(List.of(), ids("""
                CALL () { MATCH (n:Entity) UNWIND n.sources AS s RETURN s UNION MATCH ()-[r]->() UNWIND r.sources AS s RETURN s }
                WITH DISTINCT s WHERE NOT EXISTS { MATCH (:Source {id: s}) } RETURN s"""));
    }

    @Test
    void theDatasetHasTheDensityOfAReferenceWork() {
        StatsStore.Stats stats = new StatsStore(TestDatabase.graph()).stats();
        System.out.println("Graph counts: " + stats);
        assertTrue(stats.people() >= 120, stats.toString());
        assertTrue(stats.organizations() >= 40, stats.toString());
        assertTrue(stats.publications() >= 80, stats.toString());
        assertTrue(stats.congresses() >= 12, stats.toString());
        assertTrue(stats.statements() >= 800, stats.toString());
    }
}
