package org.iskra.research;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * JSON-LD: one {@code @graph} with a node object per entity ({@code "@id": "iskra:lenin"}, typed {@code Person}…) and
 * one per statement, reified as an {@code rdf:Statement} with {@code from}, {@code to} and {@code statementType}
 * ({@code "@id": "iskra:statement:<id>"}). The {@code @context} (also served at {@code /export/context.jsonld}) is
 * embedded, so the file stands alone: names map to schema.org, ids to {@code urn:iskra:<id>}, other fields to
 * {@code urn:iskra:vocab:<field>}. Dates stay partial-date strings ({@code "1903-08"}).
 */
public final class JsonLdWriter {
    static final String CONTEXT_RESOURCE = "context.jsonld";
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Fields whose values are entity or source ids, written as compact IRIs: those the context types {@code "@id"}. */
    private static final Set<String> REFERENCES = idTerms();

    private JsonLdWriter() {}

    /** The context document, as served. */
    public static byte[] context() {
        try (InputStream in = JsonLdWriter.class.getResourceAsStream(CONTEXT_RESOURCE)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Set<String> idTerms() {
        try {
            Set<String> terms = new HashSet<>();
            MAPPER.readTree(context()).get("@context").properties().forEach(term -> {
                if ("@id".equals(term.getValue().path("@type").asText())) {
                    terms.add(term.getKey());
                }
            });
            return Set.copyOf(terms);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void write(ExportGraph graph, OutputStream out) {
        try (JsonGenerator json = new JsonFactory(MAPPER).createGenerator(out, JsonEncoding.UTF8)) {
            json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            json.writeStartObject();
            json.writeFieldName("@context");
            json.writeTree(MAPPER.readTree(context()).get("@context"));
            json.writeArrayFieldStart("@graph");
            for (ExportGraph.Node n : graph.nodes()) {
                json.writeStartObject();
                json.writeStringField("@id", "iskra:" + n.id());
                json.writeStringField("@type", n.type());
                fields(json, n.fields(), Set.of("id"));
                json.writeEndObject();
            }
            for (ExportGraph.Edge e : graph.edges()) {
                json.writeStartObject();
                json.writeStringField("@id", "iskra:statement:" + e.id());
                json.writeStringField("@type", "Statement");
                json.writeStringField("statementType", e.type());
                json.writeStringField("from", "iskra:" + e.from());
                json.writeStringField("to", "iskra:" + e.to());
                fields(json, e.fields(), Set.of("id"));
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void fields(JsonGenerator json, Map<String, Object> fields, Set<String> skip) throws IOException {
        for (Map.Entry<String, Object> f : fields.entrySet()) {
            if (skip.contains(f.getKey())) {
                continue;
            }
            json.writeFieldName(f.getKey());
            json.writeObject(REFERENCES.contains(f.getKey()) ? references(f.getValue()) : f.getValue());
        }
    }

    private static Object references(Object value) {
        return value instanceof List<?> list
                ? list.stream().map(v -> "iskra:" + v).toList()
                : "iskra:" + value;
    }
}
