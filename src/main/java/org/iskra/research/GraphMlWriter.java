package org.iskra.research;

import java.io.OutputStream;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * GraphML for Gephi, Cytoscape, yEd or NetworkX: a directed graph, one {@code <node>} per entity and one {@code <edge>}
 * per statement, with a {@code <key>} per column of {@link ExportColumns} (all strings; {@code label} is the entity's
 * name or the statement's type).
 */
final class GraphMlWriter {
    private static final String NS = "http://graphml.graphdrawing.org/xmlns";
    /** The columns written as {@code <data>}: all but those GraphML has attributes for (id, source, target). */
    private static final List<ExportColumns.Column<ExportGraph.Node>> NODE_DATA =
            ExportColumns.NODES.subList(1, ExportColumns.NODES.size());

    private static final List<ExportColumns.Column<ExportGraph.Edge>> EDGE_DATA =
            ExportColumns.EDGES.subList(3, ExportColumns.EDGES.size());

    private GraphMlWriter() {}

    static void write(ExportGraph graph, OutputStream out) {
        try {
            XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(out, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeStartElement("graphml");
            xml.writeDefaultNamespace(NS);
            keys(xml, "node", "n_", NODE_DATA);
            keys(xml, "edge", "e_", EDGE_DATA);
            xml.writeStartElement("graph");
            xml.writeAttribute("id", "iskra");
            xml.writeAttribute("edgedefault", "directed");
            for (ExportGraph.Node n : graph.nodes()) {
                xml.writeStartElement("node");
                xml.writeAttribute("id", n.id());
                data(xml, "n_", NODE_DATA, n);
                xml.writeEndElement();
            }
            for (ExportGraph.Edge e : graph.edges()) {
                xml.writeStartElement("edge");
                xml.writeAttribute("id", e.id());
                xml.writeAttribute("source", e.from());
                xml.writeAttribute("target", e.to());
                data(xml, "e_", EDGE_DATA, e);
                xml.writeEndElement();
            }
            xml.writeEndElement();
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.flush();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("Cannot write GraphML", e);
        }
    }

    private static <T> void keys(XMLStreamWriter xml, String kind, String prefix, List<ExportColumns.Column<T>> columns)
            throws XMLStreamException {
        for (ExportColumns.Column<T> c : columns) {
            xml.writeEmptyElement("key");
            xml.writeAttribute("id", prefix + c.name());
            xml.writeAttribute("for", kind);
            xml.writeAttribute("attr.name", c.name());
            xml.writeAttribute("attr.type", "string");
        }
    }

    private static <T> void data(XMLStreamWriter xml, String prefix, List<ExportColumns.Column<T>> columns, T row)
            throws XMLStreamException {
        for (ExportColumns.Column<T> c : columns) {
            String text = c.text(row);
            if (text != null) {
                xml.writeStartElement("data");
                xml.writeAttribute("key", prefix + c.name());
                xml.writeCharacters(text);
                xml.writeEndElement();
            }
        }
    }
}
