package org.iskra.research;

import java.util.List;
import java.util.Map;

/** What an export holds: entities (sources excluded) and the statements among them, each with its stored fields. */
public record ExportGraph(List<Node> nodes, List<Edge> edges) {

    /** An entity: id, GraphQL type ({@code Person}) and its fields as written in the data files. */
    public record Node(String id, String type, Map<String, Object> fields) {}

    /** A statement: id, type ({@code MEMBER_OF}), its ends and its fields as written in the data files. */
    public record Edge(String id, String type, String from, String to, Map<String, Object> fields) {}
}
