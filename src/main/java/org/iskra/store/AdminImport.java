package org.iskra.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs Neo4j's offline importer ({@code neo4j-admin database import full}, shipped with the embedded database) on an
 * embedded store that holds no database yet. It writes the store files directly, bypassing transactions, so it is many
 * times faster than any driver write; it runs in a JVM of its own because it needs module access the server does not
 * grant itself and owns the store while it runs. Indexes and constraints are created afterwards by the migrations.
 */
public final class AdminImport {
    /** The packages the importer's off-heap memory and file access reach into. */
    private static final List<String> OPENS =
            List.of("java.base/java.nio", "java.base/java.lang", "java.base/sun.nio.ch", "java.base/java.io");

    private AdminImport() {}

    /** True when {@code home} holds no default database yet (a first load may use the offline importer). */
    public static boolean isEmptyStore(Path home) {
        return !Files.isDirectory(home.resolve("data/databases/neo4j"));
    }

    /**
     * Imports the given {@code --nodes}/{@code --relationships} arguments into the default database of {@code home};
     * the tool's output goes to {@code log}. Returns its exit status.
     */
    public static int run(Path home, List<String> fileArguments, char arrayDelimiter, Path log)
            throws IOException, InterruptedException {
        Path conf = Files.createDirectories(home.resolve("conf"));
        if (!Files.exists(conf.resolve("neo4j.conf"))) {
            Files.writeString(conf.resolve("neo4j.conf"), "");
        }
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        OPENS.forEach(p -> command.add("--add-opens=" + p + "=ALL-UNNAMED"));
        command.add("-Xmx1g");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add("org.neo4j.cli.AdminTool");
        // the database name first: the file options take several values each, and would swallow it
        command.addAll(List.of(
                "database",
                "import",
                "full",
                "neo4j",
                "--id-type=string",
                "--multiline-fields=true",
                "--array-delimiter=U+" + String.format("%04X", (int) arrayDelimiter),
                "--high-parallel-io=auto",
                "--max-off-heap-memory=1g",
                "--report-file=" + home.resolve("import.report")));
        command.addAll(fileArguments);
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("NEO4J_HOME", home.toAbsolutePath().toString());
        builder.environment().put("NEO4J_CONF", conf.toAbsolutePath().toString());
        return builder.start().waitFor();
    }
}
