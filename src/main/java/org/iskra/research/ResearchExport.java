package org.iskra.research;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.iskra.store.Graph;

/** The research exports from the command line: {@code export --format graphml|csv|jsonld [--out FILE]}. */
public final class ResearchExport {
    private ResearchExport() {}

    /** The format name if it is {@code json} or a research format; an {@link IllegalArgumentException} naming the choices otherwise. */
    public static String format(String name) {
        if (!name.equals("json")) {
            ExportFormat.parse(name);
        }
        return name;
    }

    /** Writes the whole graph in {@code format} to {@code file}, or to standard output when it is null; the exit code. */
    public static int write(Graph graph, String format, Path file) throws IOException {
        ExportFormat f = ExportFormat.parse(format);
        ExportGraph whole = new ExportStore(graph).whole();
        if (file == null) {
            f.write(whole, System.out);
            System.out.flush();
            return 0;
        }
        try (OutputStream out = Files.newOutputStream(file)) {
            f.write(whole, out);
        }
        return 0;
    }
}
