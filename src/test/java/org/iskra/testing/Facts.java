package org.iskra.testing;

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
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
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

    /** The graph version right after the shipped data was last loaded; -1 when it is not loaded. */
    private static long loadedVersion = -1;

    /**
     * Makes the database hold exactly the shipped data folder: reloads it unless it is still there
     * untouched since the last load (every write bumps the graph version, a clean removes it).
     */
    public static synchronized void loadDataFolder() {
        if (loadedVersion >= 0 && graphVersion() == loadedVersion) {
            return;
        }
        TestDatabase.clean();
        try {
            new FactImporter(TestDatabase.graph()).seedIfEmpty(java.nio.file.Path.of("data"));
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        loadedVersion = graphVersion();
    }

    private static long graphVersion() {
        return TestDatabase.graph().inRead(tx -> tx.run("OPTIONAL MATCH (m:Meta {key: 'graph'}) RETURN coalesce(m.version, -2) AS v")
                .single().get("v").asLong());
    }
}
