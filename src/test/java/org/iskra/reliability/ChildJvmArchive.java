package org.iskra.reliability;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * A class-data archive (CDS) shared by the server JVMs the tests start, so that each of them maps the classes the first
 * one loaded instead of loading them again: a child {@code serve} was ready in 13 s instead of 17.5 s on the 2-core
 * machine, and the suite starts about twenty of them.
 *
 * <p>The JVM archives classes from jars only, so the children run the main classes from a jar of {@code target/classes}
 * (rebuilt when a class is newer) beside the dependency jars. The first child started writes the archive at its exit to
 * a file of its own, renamed into place once it exits; children started before that run without one. A stale or
 * unusable archive costs only its speed: the JVM then loads classes as usual, and its CDS messages are turned off so no
 * test reads them in a child's output.
 */
final class ChildJvmArchive {
    private static final Path DIRECTORY = Path.of("target", "child-jvm");
    private static final Path CLASSES_JAR = DIRECTORY.resolve("classes.jar");
    private static final Path ARCHIVE = DIRECTORY.resolve("classes.jsa");
    private static final List<String> QUIET = List.of("-Xlog:cds=off", "-Xlog:cds+dynamic=off", "-Xlog:aot=off");

    private static boolean dumping;
    private static List<String> classPath = List.of();

    private ChildJvmArchive() {}

    /**
     * What a child JVM's command line needs: its {@code -cp} and the archive options; {@code dumpedTo}, the file it
     * writes the archive to at its exit, or null when it only maps one (or none).
     */
    record Options(
            List<String> jvmOptions,
            String classPath,
            @Nullable Path dumpedTo) {}

    /**
     * The options of the next child: it maps the archive when there is one, else writes it at its exit if it may
     * ({@code mayDump}: its starter tells {@link #exited} when it ends) and no other child does.
     */
    static synchronized Options next(boolean mayDump) {
        String path = classPath();
        List<String> options = new ArrayList<>(QUIET);
        Path dumpedTo = null;
        if (usable()) {
            options.add("-XX:SharedArchiveFile=" + ARCHIVE);
        } else if (mayDump && !dumping && !path.isEmpty()) {
            dumping = true;
            dumpedTo = DIRECTORY.resolve("classes-" + System.nanoTime() + ".jsa");
            options.add("-XX:ArchiveClassesAtExit=" + dumpedTo);
        }
        return new Options(
                List.copyOf(options), path.isEmpty() ? System.getProperty("java.class.path") : path, dumpedTo);
    }

    /** Puts the archive a child wrote at its exit into place (none when it was killed). */
    static synchronized void exited(Options options) {
        Path dumped = options.dumpedTo();
        if (dumped == null) {
            return;
        }
        dumping = false;
        try {
            if (Files.isRegularFile(dumped) && Files.size(dumped) > 0) {
                Files.move(dumped, ARCHIVE, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } else {
                Files.deleteIfExists(dumped);
            }
        } catch (IOException e) {
            // the children run without an archive
        }
    }

    private static boolean usable() {
        try {
            return Files.isRegularFile(ARCHIVE)
                    && Files.getLastModifiedTime(ARCHIVE).compareTo(Files.getLastModifiedTime(CLASSES_JAR)) > 0;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The test JVM's class path with {@code target/classes} as a jar and the other directories (the test classes) left
     * out, or empty when it has no {@code target/classes} (the children then use the test JVM's own).
     */
    private static String classPath() {
        if (classPath.isEmpty()) {
            List<String> entries = new ArrayList<>();
            boolean jarred = false;
            for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
                Path p = Path.of(entry);
                if (p.toAbsolutePath().normalize().endsWith(Path.of("target", "classes"))) {
                    entries.add(jarOf(p).toAbsolutePath().toString());
                    jarred = true;
                } else if (!Files.isDirectory(p)) {
                    entries.add(entry);
                }
            }
            classPath = jarred ? entries : List.of();
        }
        return String.join(File.pathSeparator, classPath);
    }

    /** A jar of the classes directory, written again when a file in it is newer than the jar. */
    private static Path jarOf(Path classes) {
        try (Stream<Path> files = Files.walk(classes)) {
            List<Path> all = files.filter(Files::isRegularFile).sorted().toList();
            FileTime newest = FileTime.fromMillis(0);
            for (Path f : all) {
                FileTime t = Files.getLastModifiedTime(f);
                newest = t.compareTo(newest) > 0 ? t : newest;
            }
            if (Files.isRegularFile(CLASSES_JAR)
                    && Files.getLastModifiedTime(CLASSES_JAR).compareTo(newest) > 0) {
                return CLASSES_JAR;
            }
            Files.createDirectories(DIRECTORY);
            Path written = DIRECTORY.resolve("classes-" + System.nanoTime() + ".jar");
            try (OutputStream out = Files.newOutputStream(written);
                    JarOutputStream jar = new JarOutputStream(out)) {
                for (Path f : all) {
                    jar.putNextEntry(
                            new JarEntry(classes.relativize(f).toString().replace(File.separatorChar, '/')));
                    Files.copy(f, jar);
                    jar.closeEntry();
                }
            }
            Files.move(written, CLASSES_JAR, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            Files.deleteIfExists(ARCHIVE); // made from the jar replaced
            return CLASSES_JAR;
        } catch (IOException e) {
            throw new UncheckedIOException("jarring " + classes + " for the child JVMs", e);
        }
    }
}
