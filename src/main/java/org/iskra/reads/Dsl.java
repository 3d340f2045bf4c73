package org.iskra.reads;

import org.iskra.store.Cypher;
import org.neo4j.cypherdsl.core.Statement;
import org.neo4j.cypherdsl.core.renderer.Configuration;
import org.neo4j.cypherdsl.core.renderer.Dialect;
import org.neo4j.cypherdsl.core.renderer.Renderer;

/**
 * How the statements built at run time with Neo4j's Cypher-DSL become text: one renderer for all of them, for Neo4j
 * 5.23 and later (a subquery names the variables it imports: {@code CALL (matched) { … }}).
 */
public final class Dsl {
    private static final Renderer RENDERER = Renderer.getRenderer(Configuration.newConfig()
            .withDialect(Dialect.NEO4J_5_23)
            .withPrettyPrint(true)
            .build());

    /**
     * Neo4j 5 before 5.21: a path selector is written as the {@code shortestPath} and {@code allShortestPaths}
     * functions, whose bidirectional breadth-first search applies a predicate on every relationship of the path as it
     * expands. The GQL {@code ALL SHORTEST} form plans differently.
     */
    private static final Renderer SHORTEST_PATH_FUNCTIONS = Renderer.getRenderer(Configuration.newConfig()
            .withDialect(Dialect.NEO4J_5)
            .withPrettyPrint(true)
            .build());

    private Dsl() {}

    /** {@code statement} rendered with its shortest-path selectors as functions ({@code allShortestPaths}). */
    public static Cypher cypherWithShortestPathFunctions(String name, Statement statement) {
        return new Cypher(name, SHORTEST_PATH_FUNCTIONS.render(statement));
    }

    /** {@code statement} rendered, under {@code name} (what logs and plan checks call it). */
    public static Cypher cypher(String name, Statement statement) {
        return new Cypher(name, RENDERER.render(statement));
    }
}
