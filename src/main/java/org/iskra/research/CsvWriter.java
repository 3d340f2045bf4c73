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
import org.jspecify.annotations.Nullable;

/**
 * CSV (RFC 4180: comma-separated, CRLF line ends, fields quoted when they hold a comma, a quote or a line break) with a
 * header row: {@code nodes.csv} has a row per entity, {@code edges.csv} a row per statement, with the columns of
 * {@link ExportColumns}. Both go together in a zip.
 */
public final class CsvWriter {
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
            w.write(String.join(
                    ",", columns.stream().map(ExportColumns.Column::name).toList()));
            w.write("\r\n");
            for (T row : rows) {
                w.write(String.join(
                        ",", columns.stream().map(c -> quote(c.text(row))).toList()));
                w.write("\r\n");
            }
            w.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String quote(@Nullable String text) {
        if (text == null) {
            return "";
        }
        if (text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r")) {
            return "\"" + text.replace("\"", "\"\"") + "\"";
        }
        return text;
    }
}
