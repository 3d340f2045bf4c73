package org.iskra.research;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.iskra.testing.Json;
import org.iskra.testing.ShippedDataServer;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** GraphML, CSV and JSON-LD exports of the shipped data, over HTTP and from the command line. */
class ResearchExportIT extends ShippedDataServer {
    private static final String GRAPHML_NS = "http://graphml.graphdrawing.org/xmlns";
    private static long entities;
    private static long statements;

    @BeforeAll
    static void countTheGraph() {
        entities = TestDatabase.graph()
                .inRead(tx -> tx.run("MATCH (n:Entity) WHERE NOT n:Source RETURN count(n) AS n")
                        .single()
                        .get("n")
                        .asLong());
        statements = TestDatabase.graph()
                .inRead(tx -> tx.run("MATCH (:Entity)-[r]->(:Entity) WHERE r.retracted IS NULL RETURN count(r) AS n")
                        .single()
                        .get("n")
                        .asLong());
    }

    static HttpResponse<byte[]> get(String path) {
        try {
            return HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create(server.url(path)))
                                    .GET()
                                    .build(),
                            HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    static String contentType(HttpResponse<?> response) {
        return response.headers().firstValue("Content-Type").orElse("");
    }

    static Document xml(byte[] bytes) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(bytes));
    }

    @Test
    void graphmlOfTheWholeGraphHasANodePerEntityAndAnEdgePerStatement() throws Exception {
        HttpResponse<byte[]> response = get("/export/graphml");
        assertEquals(200, response.statusCode());
        assertTrue(contentType(response).startsWith("application/graphml+xml"), contentType(response));
        Document doc = xml(response.body());
        NodeList nodes = doc.getElementsByTagNameNS(GRAPHML_NS, "node");
        NodeList edges = doc.getElementsByTagNameNS(GRAPHML_NS, "edge");
        assertEquals(entities, nodes.getLength());
        assertEquals(statements, edges.getLength());
        assertTrue(entities > 400 && statements > 900, entities + " entities, " + statements + " statements");
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            ids.add(((Element) nodes.item(i)).getAttribute("id"));
        }
        Set<String> edgeIds = new HashSet<>();
        for (int i = 0; i < edges.getLength(); i++) {
            Element edge = (Element) edges.item(i);
            assertTrue(
                    ids.contains(edge.getAttribute("source")) && ids.contains(edge.getAttribute("target")),
                    edge.getAttribute("id"));
            assertTrue(edgeIds.add(edge.getAttribute("id")), "edge ids are unique: " + edge.getAttribute("id"));
        }
        Set<String> keys = new HashSet<>();
        NodeList keyElements = doc.getElementsByTagNameNS(GRAPHML_NS, "key");
        for (int i = 0; i < keyElements.getLength(); i++) {
            keys.add(((Element) keyElements.item(i)).getAttribute("id"));
        }
        NodeList data = doc.getElementsByTagNameNS(GRAPHML_NS, "data");
        for (int i = 0; i < data.getLength(); i++) {
            assertTrue(keys.contains(((Element) data.item(i)).getAttribute("key")), "every data has a declared key");
        }
        assertTrue(
                keys.containsAll(
                        List.of("n_label", "n_type", "n_born", "n_sources", "e_label", "e_start", "e_sources")),
                keys.toString());
    }

    @Test
    void graphmlOfANeighbourhoodHoldsTheEntitiesTheQueryFinds() throws Exception {
        JsonNode n = Json.read(
                        server.graphql("{ neighbourhood(id: \"lenin\", first: 500) { nodes { id } edges { id } } }")
                                .body())
                .at("/data/neighbourhood");
        Document doc = xml(get("/export/graphml?id=lenin&depth=1").body());
        assertEquals(
                n.get("nodes").size(),
                doc.getElementsByTagNameNS(GRAPHML_NS, "node").getLength());
        assertEquals(
                n.get("edges").size(),
                doc.getElementsByTagNameNS(GRAPHML_NS, "edge").getLength());
    }

    @Test
    void csvComesAsAZipOfNodesAndEdgesAndAsSeparateFiles() throws Exception {
        HttpResponse<byte[]> zip = get("/export/csv");
        assertEquals(200, zip.statusCode());
        assertEquals("application/zip", contentType(zip));
        Map<String, String> files = new HashMap<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip.body()))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                files.put(e.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
        }
        assertEquals(Set.of("nodes.csv", "edges.csv"), files.keySet());
        List<List<String>> nodes = csv(files.get("nodes.csv"));
        List<List<String>> edges = csv(files.get("edges.csv"));
        assertEquals(List.of("id", "label", "type"), nodes.getFirst().subList(0, 3));
        assertEquals(
                List.of("id", "source", "target", "label"), edges.getFirst().subList(0, 4));
        assertEquals(entities + 1, nodes.size());
        assertEquals(statements + 1, edges.size());
        nodes.forEach(row -> assertEquals(nodes.getFirst().size(), row.size(), row.toString()));
        edges.forEach(row -> assertEquals(edges.getFirst().size(), row.size(), row.toString()));
        List<String> lenin = nodes.stream()
                .filter(r -> r.getFirst().equals("lenin"))
                .findFirst()
                .orElseThrow();
        assertEquals("Vladimir Lenin", lenin.get(1));
        assertEquals("Person", lenin.get(2));
        assertTrue(lenin.get(nodes.getFirst().indexOf("aliases")).contains("Ленин"));
        HttpResponse<byte[]> alone = get("/export/csv/nodes");
        assertTrue(contentType(alone).startsWith("text/csv"), contentType(alone));
        assertEquals(files.get("nodes.csv"), new String(alone.body(), StandardCharsets.UTF_8));
        assertEquals(files.get("edges.csv"), new String(get("/export/csv/edges").body(), StandardCharsets.UTF_8));
    }

    @Test
    void jsonLdEmbedsItsContextAndHoldsEntitiesAndStatements() {
        HttpResponse<byte[]> response = get("/export/jsonld");
        assertEquals(200, response.statusCode());
        assertTrue(contentType(response).startsWith("application/ld+json"), contentType(response));
        JsonNode doc = Json.read(new String(response.body(), StandardCharsets.UTF_8));
        JsonNode context = Json.read(new String(get("/export/context.jsonld").body(), StandardCharsets.UTF_8));
        assertEquals(context.get("@context"), doc.get("@context"));
        assertEquals("urn:iskra:", doc.at("/@context/iskra").asText());
        assertEquals(entities + statements, doc.get("@graph").size());
        JsonNode lenin = null;
        JsonNode membership = null;
        for (JsonNode item : doc.get("@graph")) {
            if (item.get("@id").asText().equals("iskra:lenin")) {
                lenin = item;
            }
            if (item.get("@id").asText().startsWith("iskra:statement:")
                    && item.get("from").asText().equals("iskra:lenin")
                    && item.get("to").asText().equals("iskra:bolsheviks")) {
                membership = item;
            }
        }
        assertEquals("Person", lenin.get("@type").asText());
        assertEquals("Vladimir Lenin", lenin.get("name").asText());
        assertTrue(lenin.get("sources").get(0).asText().startsWith("iskra:"));
        assertEquals("Statement", membership.get("@type").asText());
        assertEquals("MEMBER_OF", membership.get("statementType").asText());
    }

    @Test
    void anUnknownEntityOrABadDepthIsAJsonError() {
        HttpResponse<String> missing = server.get("/export/graphml?id=nobody");
        assertEquals(404, missing.statusCode());
        assertEquals(
                "NOT_FOUND",
                Json.read(missing.body()).at("/errors/0/extensions/code").asText());
        HttpResponse<String> deep = server.get("/export/jsonld?id=lenin&depth=9");
        assertEquals(400, deep.statusCode());
        assertEquals(
                "BAD_USER_INPUT",
                Json.read(deep.body()).at("/errors/0/extensions/code").asText());
        assertTrue(
                Json.read(deep.body())
                        .at("/errors/0/message")
                        .asText()
                        .startsWith("`depth` must be between 1 and 3, got 9; "),
                deep.body());
        HttpResponse<String> wordy = server.get("/export/graphml?id=lenin&first=many");
        assertEquals(400, wordy.statusCode());
        assertTrue(
                Json.read(wordy.body()).at("/errors/0/message").asText().startsWith("`first` must be between 1 and "),
                wordy.body());
    }

    @Test
    void theCommandLineWritesTheSameExports() throws Exception {
        Path file = Files.createTempFile("iskra", ".graphml");
        try {
            try (OutputStream out = Files.newOutputStream(file)) { // as `export --format graphml --out FILE` does
                new Exports(TestDatabase.graph())
                        .whole(ExportFormat.parse("graphml"))
                        .writeTo(out);
            }
            Document doc = xml(Files.readAllBytes(file));
            assertEquals(
                    entities, doc.getElementsByTagNameNS(GRAPHML_NS, "node").getLength());
            assertEquals(
                    statements, doc.getElementsByTagNameNS(GRAPHML_NS, "edge").getLength());
        } finally {
            Files.deleteIfExists(file);
        }
        assertThrows(IllegalArgumentException.class, () -> ExportFormat.parse("pdf"));
    }

    /** One export stack: what HTTP serves at each format's path is what the command line writes, byte for byte. */
    @Test
    void everyFormatIsTheSameOverHttpAndFromTheCommandLine() {
        Exports exports = new Exports(TestDatabase.graph());
        for (ExportFormat format : ExportFormat.values()) {
            if (format == ExportFormat.CSV) {
                continue; // a zip stamps its entries with the time of writing; csv/nodes and csv/edges hold its content
            }
            ByteArrayOutputStream written = new ByteArrayOutputStream();
            exports.whole(format).writeTo(written);
            HttpResponse<byte[]> served = get(format.path());
            assertEquals(200, served.statusCode(), format.path());
            assertTrue(
                    contentType(served).startsWith(format.contentType().split(";")[0]),
                    format.path() + ": " + contentType(served));
            assertTrue(written.size() > 10_000, format + ": " + written.size() + " bytes");
            assertTrue(
                    Arrays.equals(written.toByteArray(), served.body()),
                    format + " differs between HTTP and the command line");
        }
    }

    /** The rows of an RFC 4180 text (Commons CSV): quoted fields may hold commas, quotes and line breaks. */
    static List<List<String>> csv(String text) {
        try (CSVParser parser = CSVParser.parse(text, CSVFormat.RFC4180)) {
            return parser.getRecords().stream().map(CSVRecord::toList).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
