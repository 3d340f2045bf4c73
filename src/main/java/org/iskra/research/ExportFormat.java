package org.iskra.research;

import java.io.OutputStream;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;

/** The research export formats: their name, media type, file name and writer. */
public enum ExportFormat {
    GRAPHML("application/graphml+xml", "iskra.graphml", GraphMlWriter::write),
    CSV("application/zip", "iskra-csv.zip", CsvWriter::zip),
    JSONLD("application/ld+json", "iskra.jsonld", JsonLdWriter::write);

    private final String contentType;
    private final String fileName;
    private final BiConsumer<ExportGraph, OutputStream> writer;

    ExportFormat(String contentType, String fileName, BiConsumer<ExportGraph, OutputStream> writer) {
        this.contentType = contentType;
        this.fileName = fileName;
        this.writer = writer;
    }

    public String contentType() {
        return contentType;
    }

    public String fileName() {
        return fileName;
    }

    public void write(ExportGraph graph, OutputStream out) {
        writer.accept(graph, out);
    }

    /** {@code graphml}, {@code csv} or {@code jsonld}; an {@link IllegalArgumentException} naming the choices otherwise. */
    public static ExportFormat parse(String name) {
        return Arrays.stream(values()).filter(f -> f.name().toLowerCase(Locale.ROOT).equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown export format \"" + name + "\"; use json, "
                        + Arrays.stream(values()).map(f -> f.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", "))));
    }
}
