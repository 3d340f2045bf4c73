package org.iskra.testing;

/**
 * What must not change when only reads are sent: the number of nodes and relationships and the
 * graph version that every write bumps.
 */
public record GraphState(long nodes, long relationships, long version) {

    public static GraphState now() {
        return TestDatabase.graph().inRead(tx -> new GraphState(
                tx.run("MATCH (n) RETURN count(n)").single().get(0).asLong(),
                tx.run("MATCH ()-[r]->() RETURN count(r)").single().get(0).asLong(),
                tx.run("OPTIONAL MATCH (m:Meta {key: 'graph'}) RETURN coalesce(m.version, -1)").single().get(0).asLong()));
    }
}
