package org.iskra.research;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * CSV (RFC 4180: comma-separated, CRLF line ends, fields quoted when they hold a comma, a quote or a line break) with a
 * header row: {@code nodes.csv} has a row per entity, {@code edges.csv} a row per statement, with the columns of
 * {@link ExportColumns}. Both go together in a zip. Written by Commons CSV, which the importer reads CSV with too; an
 * absent value is an empty cell.
 */
public final class CsvWriter {
    private static final CSVFormat FORMAT = CSVFormat.RFC4180;

    private CsvWriter() {}

    public static void nodes(ExportGraph graph, OutputStream out) {
        write(ExportColumns.NODES, graph.nodes(), out);
    }

    public static void edges(ExportGraph graph, OutputStream out) {
        write(ExportColumns.EDGES, graph.edges(), out);
    }

    /** A zip holding {@code nodes.csv} and {@code edges.csv}. */
    static void zip(ExportGraph graph, OutputStream out) {
        try {
            ZipOutputStream zip = new ZipOutputStream(out, StandardCharsets.UTF_8);
            zip.putNextEntry(new ZipEntry("nodes.csv"));
            nodes(graph, zip);
            zip.closeEntry();
            zip.putNextEntry(new ZipEntry("edges.csv"));
            edges(graph, zip);
            zip.closeEntry();
            zip.finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static <T> void write(List<ExportColumns.Column<T>> columns, List<T> rows, OutputStream out) {
        try {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            CSVPrinter csv = new CSVPrinter(w, FORMAT);
            csv.printRecord(columns.stream().map(ExportColumns.Column::name));
            for (T row : rows) {
                csv.printRecord(columns.stream().map(c -> c.text(row)));
            }
            csv.flush(); // not closed: the stream may be a zip entry that more entries follow
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
