package org.iskra.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.iskra.server.Config;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/** A store given as a relative or unnormalized path ("./store", "a/../store") starts, as a user types it. */
@Execution(ExecutionMode.CONCURRENT)
class StorePathIT {

    @Test
    void aRelativeUnnormalizedStorePathStarts() throws Exception {
        Files.createDirectories(Path.of("target", "tmp"));
        String typed =
                "./target/tmp/../tmp/store-path-" + ProcessHandle.current().pid();
        Config config = Config.from(List.of("--store", typed), Map.of());
        assertEquals(Path.of(typed).toAbsolutePath().normalize(), config.store());
        try (EmbeddedNeo4j db = EmbeddedNeo4j.start(Path.of(typed), "16m", Duration.ofSeconds(30))) {
            assertEquals(true, db.service().database("neo4j").isAvailable(10_000));
        }
    }
}
