package org.iskra.tools.neo4j;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.iskra.core.Directories;
import org.jspecify.annotations.Nullable;

/**
 * Starts {@link Neo4jServer} as a separate JVM on a fresh store and hands out its Bolt address; closing it (or this JVM
 * ending) stops the server and deletes nothing but the process.
 */
public final class ExternalNeo4j implements AutoCloseable {
    private static final long START_TIMEOUT_SECONDS = 180;

    private final Process process;
    private final String boltUri;
    private final @Nullable Path temporaryFolder;

    private ExternalNeo4j(Process process, String boltUri, @Nullable Path temporaryFolder) {
        this.process = process;
        this.boltUri = boltUri;
        this.temporaryFolder = temporaryFolder;
    }

    /**
     * A server on a new store in a temporary folder, with this JVM's class path; the folder is deleted when the server
     * is closed.
     */
    public static ExternalNeo4j start(String pageCache) throws IOException {
        Path folder = Files.createTempDirectory("iskra-external-neo4j");
        return start(folder.resolve("store"), pageCache, folder);
    }

    /**
     * A server on {@code store} (created if missing), with this JVM's class path; its log is {@code store.log} beside
     * it.
     */
    public static ExternalNeo4j start(Path store, String pageCache) throws IOException {
        return start(store, pageCache, null);
    }

    private static ExternalNeo4j start(Path store, String pageCache, @Nullable Path temporaryFolder)
            throws IOException {
        Files.createDirectories(store);
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(
                java,
                "-Xmx512m",
                "-XX:+EnableDynamicAgentLoading",
                "--enable-native-access=ALL-UNNAMED",
                "-cp",
                System.getProperty("java.class.path"),
                Neo4jServer.class.getName(),
                store.toString(),
                pageCache));
        Process process = new ProcessBuilder(command)
                .redirectError(
                        store.resolveSibling(store.getFileName() + ".log").toFile())
                .start();
        ExternalNeo4j server = new ExternalNeo4j(process, awaitReady(process), temporaryFolder);
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "external-neo4j-stop"));
        return server;
    }

    /**
     * Reads the server's output on a daemon thread (draining it, so the server never blocks on a full pipe) until it is
     * ready.
     */
    private static String awaitReady(Process process) throws IOException {
        CompletableFuture<String> ready = new CompletableFuture<>();
        Thread reader = new Thread(
                () -> {
                    try (BufferedReader out = new BufferedReader(
                            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                        for (String line; (line = out.readLine()) != null; ) {
                            if (line.startsWith(Neo4jServer.READY)) {
                                ready.complete(line.substring(Neo4jServer.READY.length())
                                        .trim());
                            }
                        }
                    } catch (IOException e) {
                        ready.completeExceptionally(e);
                    }
                    ready.completeExceptionally(new IOException("the Neo4j server process ended before it was ready"));
                },
                "external-neo4j-output");
        reader.setDaemon(true);
        reader.start();
        try {
            return ready.get(START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException | ExecutionException | TimeoutException e) {
            process.destroyForcibly();
            throw new IOException(
                    "the Neo4j server process did not start within " + START_TIMEOUT_SECONDS + " s: " + e.getMessage(),
                    e);
        }
    }

    /** {@code bolt://127.0.0.1:PORT}. */
    public String boltUri() {
        return boltUri;
    }

    /** The same server through the routing scheme, {@code neo4j://127.0.0.1:PORT}. */
    public String routingUri() {
        return boltUri.replaceFirst("^bolt://", "neo4j://");
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            try {
                process.getOutputStream().close(); // the server stops when its input closes
                if (!process.waitFor(60, TimeUnit.SECONDS)) {
                    process.destroy();
                    process.waitFor(30, TimeUnit.SECONDS);
                }
            } catch (IOException | InterruptedException e) {
                process.destroyForcibly();
            }
        }
        if (temporaryFolder != null && !process.isAlive()) {
            Directories.deleteQuietly(temporaryFolder);
        }
    }
}
