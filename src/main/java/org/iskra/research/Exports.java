package org.iskra.research;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.iskra.core.ErrorCode;
import org.iskra.core.IskraException;
import org.iskra.importer.FactExporter;
import org.iskra.store.Graph;

/**
 * Every export of the graph, for the command line ({@code export --format NAME}) and for HTTP ({@code /export},
 * {@code /export/NAME}) alike: what is exported is read first, so a refusal comes before the first byte, then written
 * in the chosen {@link ExportFormat}.
 */
public final class Exports {
    private final ExportStore store;
    private final FactExporter facts;

    public Exports(Graph graph) {
        this.store = new ExportStore(graph);
        this.facts = new FactExporter(graph);
    }

    /** An export read from the graph and ready to be written. */
    public record Export(ExportFormat format, Content content) {
        public void writeTo(OutputStream out) {
            content.writeTo(out);
        }
    }

    /** What an export writes. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out);
    }

    /**
     * The whole graph: every entity but the sources (the import format: all of them) and every statement that is not
     * retracted.
     */
    public Export whole(ExportFormat format) {
        if (!format.exportsNeighbourhoods()) {
            byte[] json = facts.exportJson().getBytes(StandardCharsets.UTF_8);
            return new Export(format, out -> write(out, json));
        }
        ExportGraph graph = store.whole();
        return new Export(format, out -> format.write(graph, out));
    }

    /**
     * The entities within {@code depth} statements of {@code id} (at most {@code first}) and the statements among them,
     * in a format that {@linkplain ExportFormat#exportsNeighbourhoods() exports neighbourhoods}; a {@code NOT_FOUND}
     * error when no entity has that id.
     */
    public Export neighbourhood(ExportFormat format, String id, int depth, int first) {
        if (!format.exportsNeighbourhoods()) {
            throw new IllegalArgumentException("the " + format.formatName() + " export holds the whole graph only");
        }
        ExportGraph graph = store.neighbourhood(id, depth, first);
        if (graph.nodes().isEmpty()) {
            throw new IskraException(ErrorCode.NOT_FOUND, "No entity has the id \"" + id + "\"");
        }
        return new Export(format, out -> format.write(graph, out));
    }

    private static void write(OutputStream out, byte[] bytes) {
        try {
            out.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
