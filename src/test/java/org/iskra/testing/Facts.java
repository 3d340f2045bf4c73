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

    /** Empties the database and loads the shipped data folder. */
    public static void loadDataFolder() {
        TestDatabase.clean();
        try {
            new FactImporter(TestDatabase.graph()).seedIfEmpty(java.nio.file.Path.of("data"));
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
