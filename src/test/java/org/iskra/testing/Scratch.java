package org.iskra.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.iskra.core.Directories;

/**
 * Temporary directories and files of the tests, deleted when the test JVM exits: the stores and synthetic graphs they
 * hold run to hundreds of megabytes (a run left about 700 MB in the temporary folder before), and a child process or a
 * store a test reopens may hold them until the test ends, so they are deleted at exit rather than by each test.
 */
public final class Scratch {
    private static final Set<Path> CREATED = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> CREATED.forEach(Directories::deleteQuietly)));
    }

    private Scratch() {}

    /** A new empty directory whose name starts with {@code prefix}. */
    public static Path directory(String prefix) throws IOException {
        return kept(Files.createTempDirectory(prefix));
    }

    /** A new empty file named {@code prefix}…{@code suffix}. */
    public static Path file(String prefix, String suffix) throws IOException {
        return kept(Files.createTempFile(prefix, suffix));
    }

    private static Path kept(Path path) {
        CREATED.add(path);
        return path;
    }
}
