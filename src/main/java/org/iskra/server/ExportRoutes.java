package org.iskra.server;

import org.iskra.research.Bounds;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.function.BiConsumer;
import org.iskra.core.ErrorCode;
import org.iskra.core.Ranges;
import org.iskra.research.CsvWriter;
import org.iskra.research.ExportFormat;
import org.iskra.research.ExportGraph;
import org.iskra.research.ExportStore;
import org.iskra.research.JsonLdWriter;

/**
 * The research exports over HTTP, of the whole graph or, with {@code ?id=lenin&depth=1}, of a
 * neighbourhood ({@code depth} 1…3, at most {@code first} entities, default 500):
 * <ul>
 * <li>{@code GET /export/graphml}: GraphML ({@code application/graphml+xml});
 * <li>{@code GET /export/csv}: a zip of {@code nodes.csv} and {@code edges.csv} ({@code application/zip});
 *     {@code /export/csv/nodes} and {@code /export/csv/edges} serve each file alone ({@code text/csv});
 * <li>{@code GET /export/jsonld}: JSON-LD ({@code application/ld+json}) with its context embedded;
 *     {@code GET /export/context.jsonld} serves that context alone.
 * </ul>
 */
public final class ExportRoutes {
    private ExportRoutes() {}

    public static void register(RoutesConfig routes, IskraApp app) {
        ExportStore store = new ExportStore(app.graph());
        byte[] context = JsonLdWriter.context();
        int maxFirst = app.config().limits().maxFirst();
        for (ExportFormat format : ExportFormat.values()) {
            String path = "/export/" + format.name().toLowerCase(java.util.Locale.ROOT);
            routes.get(path, ctx -> send(ctx, format.contentType(), format.fileName(), graph(ctx, store, maxFirst), format::write));
        }
        routes.get("/export/csv/nodes", ctx -> send(ctx, "text/csv; charset=utf-8", "nodes.csv", graph(ctx, store, maxFirst), CsvWriter::nodes));
        routes.get("/export/csv/edges", ctx -> send(ctx, "text/csv; charset=utf-8", "edges.csv", graph(ctx, store, maxFirst), CsvWriter::edges));
        routes.get("/export/context.jsonld", ctx -> ctx.contentType("application/ld+json").result(context));
    }

    /** The whole graph, or the neighbourhood named by {@code id}, {@code depth} and {@code first}. */
    private static ExportGraph graph(Context ctx, ExportStore store, int maxFirst) {
        String id = ctx.queryParam("id");
        if (id == null) {
            return store.whole();
        }
        int depth = Ranges.parse("depth", ctx.queryParam("depth"), 1, 1, Bounds.MAX_DEPTH, "export further from the entities found");
        int first = Ranges.parse("first", ctx.queryParam("first"), maxFirst, 1, maxFirst, "export a smaller neighbourhood with a lower `depth`");
        ExportGraph graph = store.neighbourhood(id, depth, first);
        if (graph.nodes().isEmpty()) {
            throw new HttpError(404, ErrorCode.NOT_FOUND, "No entity has the id \"" + id + "\"");
        }
        return graph;
    }

    /** Streams the export to the response. */
    private static void send(Context ctx, String contentType, String fileName, ExportGraph graph, BiConsumer<ExportGraph, OutputStream> writer) {
        ctx.contentType(contentType);
        ctx.header("Content-Disposition", "attachment; filename=\"" + fileName + "\"");
        try (OutputStream out = ctx.outputStream()) {
            writer.accept(graph, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
