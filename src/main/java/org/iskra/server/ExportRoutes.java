package org.iskra.server;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import org.iskra.core.Ranges;
import org.iskra.research.Bounds;
import org.iskra.research.ExportFormat;
import org.iskra.research.Exports;
import org.iskra.research.JsonLdWriter;

/**
 * The exports over HTTP, one route per {@link ExportFormat}, of the whole graph or, with {@code ?id=lenin&depth=1}, of
 * a neighbourhood ({@code depth} 1…3, at most {@code first} entities, default the largest page):
 *
 * <ul>
 *   <li>{@code GET /export}: the import format ({@code application/json}), always of the whole graph;
 *   <li>{@code GET /export/graphml}: GraphML ({@code application/graphml+xml});
 *   <li>{@code GET /export/csv}: a zip of {@code nodes.csv} and {@code edges.csv} ({@code application/zip});
 *       {@code /export/csv/nodes} and {@code /export/csv/edges} serve each file alone ({@code text/csv});
 *   <li>{@code GET /export/jsonld}: JSON-LD ({@code application/ld+json}) with its context embedded; {@code GET
 *       /export/context.jsonld} serves that context alone.
 * </ul>
 */
public final class ExportRoutes {
    private ExportRoutes() {}

    public static void register(RoutesConfig routes, IskraApp app) {
        Exports exports = app.stores().exports();
        int maxFirst = app.config().limits().maxFirst();
        for (ExportFormat format : ExportFormat.values()) {
            routes.get(format.path(), ctx -> send(ctx, export(ctx, exports, format, maxFirst)));
        }
        byte[] context = JsonLdWriter.context();
        routes.get(
                "/export/context.jsonld",
                ctx -> ctx.contentType("application/ld+json").result(context));
    }

    /**
     * The whole graph, or the neighbourhood named by {@code id}, {@code depth} and {@code first} (the import format
     * ignores them).
     */
    private static Exports.Export export(Context ctx, Exports exports, ExportFormat format, int maxFirst) {
        String id = ctx.queryParam("id");
        if (id == null || !format.exportsNeighbourhoods()) {
            return exports.whole(format);
        }
        int depth = Ranges.parse(
                "depth", ctx.queryParam("depth"), 1, 1, Bounds.MAX_DEPTH, "export further from the entities found");
        int first = Ranges.parse(
                "first",
                ctx.queryParam("first"),
                maxFirst,
                1,
                maxFirst,
                "export a smaller neighbourhood with a lower `depth`");
        return exports.neighbourhood(format, id, depth, first);
    }

    /** Streams the export to the response, as a file to save. */
    private static void send(Context ctx, Exports.Export export) {
        ctx.contentType(export.format().contentType());
        ctx.header(
                "Content-Disposition",
                "attachment; filename=\"" + export.format().fileName() + "\"");
        try (OutputStream out = ctx.outputStream()) {
            export.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
