package org.iskra.importer;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Fields;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;

/**
 * Writes the whole graph in the import format, deterministically (records sorted by id, fields by name), so export →
 * import → export gives byte-identical output.
 */
public final class FactExporter {
    private static final Cypher EXPORT_ENTITIES = Cypher.of(FactExporter.class, "exportEntities");
    private static final Cypher EXPORT_STATEMENTS = Cypher.of(FactExporter.class, "exportStatements");
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private final Graph graph;

    public FactExporter(Graph graph) {
        this.graph = graph;
    }

    public Map<String, Object> export() {
        Map<String, Object> out = new LinkedHashMap<>();
        for (EntityKind kind : EntityKind.values()) {
            List<Map<String, Object>> records = graph.read(
                    EXPORT_ENTITIES,
                    Map.of("label", kind.label()),
                    r -> authored(r.get("props").asMap()));
            out.put(kind.listName(), records);
        }
        out.put("statements", graph.read(EXPORT_STATEMENTS, Map.of(), r -> {
            Map<String, Object> s = authored(r.get("props").asMap());
            s.put("type", r.get("type").asString());
            s.put("from", r.get("from").asString());
            s.put("to", r.get("to").asString());
            return s;
        }));
        return out;
    }

    public String exportJson() {
        try {
            return JSON.writeValueAsString(export()) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The fields as a data author wrote them: without the derived and provenance properties. */
    private static Map<String, Object> authored(Map<String, Object> stored) {
        Map<String, Object> fields = new TreeMap<>();
        stored.forEach((k, v) -> {
            if (!isDerived(k)) {
                fields.put(k, v instanceof List<?> list ? new ArrayList<>(list) : v);
            }
        });
        return fields;
    }

    static boolean isDerived(String key) {
        return Fields.isDerived(key) || GraphWriter.isProvenance(key);
    }
}
