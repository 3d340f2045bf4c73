package org.iskra.server;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.iskra.research.ExportFormat;
import org.iskra.research.Exports;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code export}: the whole graph in one of the export formats, to a file or to standard output. */
@Command(
        name = "export",
        synopsisHeading = "",
        customSynopsis = "usage: java -jar " + Main.JAR
                + " export [--format json|graphml|csv|csv/nodes|csv/edges|jsonld] [--out FILE] [SETTINGS]",
        description = "Writes the whole graph (to standard output by default): json in the import format (default), "
                + "graphml, csv (a zip of nodes.csv and edges.csv, or csv/nodes and csv/edges alone) or jsonld.")
final class ExportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(
            names = "--format",
            paramLabel = "json|graphml|csv|csv/nodes|csv/edges|jsonld",
            description = "the format (default json)")
    String format = "json";

    @Option(names = "--out", paramLabel = "FILE", description = "the file to write (default: standard output)")
    @Nullable
    Path out;

    @Override
    public Integer call() {
        ExportFormat chosen = ExportFormat.parse(format);
        try (IskraApp app = IskraApp.open(ConfigOptions.config(spec))) {
            app.seedIfEmpty();
            Exports.Export export = app.stores().exports().whole(chosen);
            if (out == null) {
                export.writeTo(System.out);
                System.out.flush();
                return 0;
            }
            try (OutputStream stream = Files.newOutputStream(out)) {
                export.writeTo(stream);
            }
            return 0;
        } catch (IOException | UncheckedIOException e) {
            System.err.println("iskra: " + e.getMessage());
            return 1;
        }
    }
}
