package org.iskra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.iskra.testing.Scratch;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * {@code java -jar iskra-graph.jar} on an old and on a current JDK. Tests run before {@code package}, so this builds
 * the jar's twin: target/classes with the pom's Main-Class (passed in by surefire) and its dependencies in lib/ beside
 * it, as {@code mvn package} lays them out.
 */
@Execution(ExecutionMode.CONCURRENT)
class LauncherIT {
    private static final Path JAVA_17 = Path.of("/usr/lib/jvm/java-17-openjdk-amd64/bin/java");
    private static Path jar;

    @BeforeAll
    static void buildJar() throws Exception {
        Path folder = Scratch.directory("iskra-launcher");
        Path lib = Files.createDirectory(folder.resolve("lib"));
        List<String> classPath = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path dependency = Path.of(entry);
            if (entry.endsWith(".jar") && Files.isRegularFile(dependency)) {
                String name = classPath.size() + "-" + dependency.getFileName(); // names may repeat across groups
                Files.createSymbolicLink(lib.resolve(name), dependency.toAbsolutePath());
                classPath.add("lib/" + name);
            }
        }
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes()
                .put(Attributes.Name.MAIN_CLASS, System.getProperty("iskra.main-class", Launcher.class.getName()));
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, String.join(" ", classPath));
        manifest.getMainAttributes().putValue("Enable-Native-Access", "ALL-UNNAMED");
        jar = folder.resolve("iskra-graph.jar");
        Path classes = Path.of(Launcher.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest);
                Stream<Path> files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                out.putNextEntry(
                        new JarEntry(classes.relativize(file).toString().replace(File.separatorChar, '/')));
                Files.copy(file, (OutputStream) out);
                out.closeEntry();
            }
        }
    }

    @Test
    void onJava17ItSaysWhatToDoAndExits1() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(JAVA_17), "no JDK 17 at " + JAVA_17 + " to run the jar with");
        Run run = run(JAVA_17.toString(), "--help");
        assertEquals(1, run.exit(), run.output());
        assertTrue(
                run.output().startsWith("Iskra needs Java 21 or newer (found 17); run it with a JDK 21+ ("),
                run.output());
        assertTrue(run.output().contains("-jar ") && run.output().contains("README's run command"), run.output());
        assertFalse(run.output().contains("UnsupportedClassVersionError"), run.output());
    }

    @Test
    void onThisJdkItHandsOverToMain() throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        Run help = run(java, "--help");
        assertEquals(0, help.exit(), help.output());
        assertTrue(help.output().startsWith("usage: java -jar target/iskra-graph.jar serve"), help.output());
        Run unknown = run(java, "no-such-command");
        assertEquals(2, unknown.exit(), "Main's exit status comes through: " + unknown.output());
        assertTrue(unknown.output().contains("Unknown command \"no-such-command\""), unknown.output());
    }

    @Test
    void readsTheFeatureVersion() {
        assertEquals(8, Launcher.feature("1.8"));
        assertEquals(17, Launcher.feature("17"));
        assertEquals(25, Launcher.feature("25.0.1"));
    }

    private record Run(int exit, String output) {}

    private static Run run(String java, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(java, "-jar", jar.toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "exits: " + output);
        return new Run(process.exitValue(), output);
    }
}
