package org.iskra.testing;

/**
 * What must not change when only reads are sent: the number of nodes and relationships and the graph version that every
 * write bumps.
 */
public record GraphState(long nodes, long relationships, long version) {
    /** The graph version: the sum of its counters (see {@code GraphVersion}). */
    public static final String VERSION =
            "MATCH (m:Meta) WHERE m.key = 'graph' OR m.key STARTS WITH 'graph/' RETURN sum(m.version)";

    public static GraphState now() {
        return TestDatabase.graph()
                .inRead(tx -> new GraphState(
                        tx.run("MATCH (n) RETURN count(n)").single().get(0).asLong(),
                        tx.run("MATCH ()-[r]->() RETURN count(r)")
                                .single()
                                .get(0)
                                .asLong(),
                        tx.run(VERSION).single().get(0).asLong()));
    }
}
