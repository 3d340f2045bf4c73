package org.iskra.research;

import java.io.OutputStream;
import java.util.Arrays;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * The export formats: the name that chooses one (the command line's {@code --format}, the path under {@code /export}),
 * its media type, its file name and its writer.
 */
public enum ExportFormat {
    /** The import format (the data files' JSON), of the whole graph only: it is written by the importer's exporter. */
    JSON("json", "application/json; charset=utf-8", "iskra-export.json", null),
    GRAPHML("graphml", "application/graphml+xml", "iskra.graphml", GraphMlWriter::write),
    /** A zip of {@code nodes.csv} and {@code edges.csv}. */
    CSV("csv", "application/zip", "iskra-csv.zip", CsvWriter::zip),
    CSV_NODES("csv/nodes", "text/csv; charset=utf-8", "nodes.csv", CsvWriter::nodes),
    CSV_EDGES("csv/edges", "text/csv; charset=utf-8", "edges.csv", CsvWriter::edges),
    JSONLD("jsonld", "application/ld+json", "iskra.jsonld", JsonLdWriter::write);

    private final String formatName;
    private final String contentType;
    private final String fileName;
    private final @Nullable BiConsumer<ExportGraph, OutputStream> writer;

    ExportFormat(
            String formatName,
            String contentType,
            String fileName,
            @Nullable BiConsumer<ExportGraph, OutputStream> writer) {
        this.formatName = formatName;
        this.contentType = contentType;
        this.fileName = fileName;
        this.writer = writer;
    }

    /** {@code json}, {@code graphml}, {@code csv}, {@code csv/nodes}, {@code csv/edges} or {@code jsonld}. */
    public String formatName() {
        return formatName;
    }

    /** Where HTTP serves it: {@code /export} for the import format, {@code /export/NAME} for the others. */
    public String path() {
        return this == JSON ? "/export" : "/export/" + formatName;
    }

    public String contentType() {
        return contentType;
    }

    public String fileName() {
        return fileName;
    }

    /** False for a format that exports the whole graph only (the import format). */
    public boolean exportsNeighbourhoods() {
        return writer != null;
    }

    /** Writes {@code graph}; the import format is written by the importer's exporter, not here. */
    void write(ExportGraph graph, OutputStream out) {
        if (writer == null) {
            throw new IllegalStateException(this + " is written by the importer's exporter, not by a research writer");
        }
        writer.accept(graph, out);
    }

    /** The format of this name; an {@link IllegalArgumentException} naming the choices otherwise. */
    public static ExportFormat parse(String name) {
        return Arrays.stream(values())
                .filter(f -> f.formatName.equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown export format \"" + name + "\"; use "
                        + Arrays.stream(values()).map(ExportFormat::formatName).collect(Collectors.joining(", "))));
    }
}
