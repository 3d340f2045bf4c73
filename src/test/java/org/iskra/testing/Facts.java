package org.iskra.testing;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import org.iskra.importer.FactBatch;
import org.iskra.importer.FactImporter;
import org.iskra.importer.FactReader;
import org.iskra.importer.ImportReport;

/** Loads small fact batches, written as JSON in the data-file shape, into the test database. */
public final class Facts {
    private Facts() {}

    public static FactBatch parse(String json) {
        try {
            return FactReader.fromMap(Json.MAPPER.readValue(json, Object.class), "test");
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** Imports the batch; fails the test when it does not validate. */
    public static ImportReport load(String json) {
        ImportReport report = new FactImporter(TestDatabase.graph()).importBatch(parse(json), false);
        if (!report.applied()) {
            throw new AssertionError("fixture does not validate: " + report.problems());
        }
        return report;
    }

    /** What the database looked like right after the shipped data was last loaded (null: never loaded). */
    private static String loadedState;

    /**
     * Makes the database hold exactly the shipped data folder: reloads it unless it is still there untouched since the
     * last load (every write bumps the graph version, a clean removes it).
     */
    public static synchronized void loadDataFolder() {
        if (loadedState != null && loadedState.equals(state())) {
            return;
        }
        long start = System.nanoTime();
        TestDatabase.clean();
        try {
            new FactImporter(TestDatabase.graph()).seedIfEmpty(Path.of("data"));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        String marker = UUID.randomUUID().toString();
        TestDatabase.write("CREATE (:Meta {key: 'shipped-data', marker: $marker})", Map.of("marker", marker));
        loadedState = state();
        TestTimeline.record(
                "%8.1f s  %6.1f s  (the shipped data folder loaded)",
                TestTimeline.sinceStart(), (System.nanoTime() - start) / 1e9);
    }

    /**
     * The marker left by the last load of the shipped data and the graph version: a clean removes the marker, and every
     * write through Iskra bumps the version.
     */
    private static String state() {
        return TestDatabase.graph()
                .inRead(tx -> tx.run("""
                OPTIONAL MATCH (s:Meta {key: 'shipped-data'})
                WITH coalesce(s.marker, '-') AS marker
                OPTIONAL MATCH (g:Meta) WHERE g.key = 'graph' OR g.key STARTS WITH 'graph/'
                WITH marker, coalesce(sum(g.version), -1) AS version
                RETURN marker + '@' + toString(version) AS state""").single().get("state").asString());
    }
}
