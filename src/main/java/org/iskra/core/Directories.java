package org.iskra.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** File-system chores shared by the importers and the tools. */
public final class Directories {
    private Directories() {}

    /**
     * Deletes a temporary directory and everything in it, as far as it can: what is left (a file another process still
     * holds) does no harm, so a failure is not an error.
     */
    public static void deleteQuietly(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException ignored) {
            // nothing to do: see above
        }
    }
}
