package org.iskra.research;

import java.util.List;
import org.iskra.facts.Statement;

/**
 * Entities around one entity and the statements among them. {@code truncated} is true when the cap on nodes left some
 * reachable entities out.
 */
public record Subgraph(List<String> nodeIds, List<Statement> edges, boolean truncated) {}
