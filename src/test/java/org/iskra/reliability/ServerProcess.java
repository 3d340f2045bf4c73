package org.iskra.reliability;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.iskra.testing.Json;
import org.iskra.testing.Scratch;

/** An Iskra server in its own JVM ({@code Main serve}), as in production, for signal and start-up tests. */
final class ServerProcess implements AutoCloseable {
    private final Process process;
    private final int port;
    private final Path output;
    private final HttpClient client =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private ServerProcess(Process process, int port, Path output) {
        this.process = process;
        this.port = port;
        this.output = output;
    }

    static ServerProcess start(String... args) throws IOException {
        return startWith("org.iskra.server.Main", args);
    }

    /** Starts {@code mainClass serve} ({@code org.iskra.Launcher} is the jar's Main-Class). */
    static ServerProcess startWith(String mainClass, String... args) throws IOException {
        int port = freePort();
        Path output = Scratch.file("iskra-server", ".log");
        ChildJvmArchive.Options archive = ChildJvmArchive.next(true);
        List<String> command = command(mainClass, archive, List.of(), "serve", "--port", String.valueOf(port));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .start();
        process.onExit().thenRun(() -> ChildJvmArchive.exited(archive));
        return new ServerProcess(process, port, output);
    }

    /**
     * The command line of {@code Main} in a JVM of its own, with this test JVM's {@code java} and class path: the JVM
     * is the child process itself (no shell between), so signals reach it.
     */
    static List<String> mainCommand(List<String> jvmOptions, String... mainArgs) {
        return command("org.iskra.server.Main", ChildJvmArchive.next(false), jvmOptions, mainArgs);
    }

    private static List<String> command(
            String mainClass, ChildJvmArchive.Options archive, List<String> jvmOptions, String... mainArgs) {
        // C1 only: these servers live seconds, and on a 2-core machine C2's compile threads slowed
        // their start-up by a third while saving nothing; no test here depends on the JIT
        List<String> command = new ArrayList<>(List.of(
                ProcessHandle.current().info().command().orElse("java"), "-Xmx512m", "-XX:TieredStopAtLevel=1"));
        command.addAll(archive.jvmOptions());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", archive.classPath(), mainClass));
        command.addAll(List.of(mainArgs));
        return command;
    }

    /** Waits until {@code /health} answers; fails when the process exits first. */
    void awaitUp(Duration bound) throws Exception {
        long deadline = System.nanoTime() + bound.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError("the server exited with " + process.exitValue() + ":\n" + output());
            }
            try {
                if (get("/health").statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                Thread.sleep(200);
            }
        }
        throw new AssertionError("the server did not come up within " + bound + ":\n" + output());
    }

    /**
     * Polls {@code /ready} every 50 ms until it answers 200; returns every answer before it (status and body, e.g.
     * {@code 503 {"status":"starting","waitingFor":["schema","data"]}}), and {@code down} while HTTP is not up yet.
     * Fails when the process exits first.
     */
    List<String> awaitReady(Duration bound) throws Exception {
        List<String> before = new ArrayList<>();
        long deadline = System.nanoTime() + bound.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError("the server exited with " + process.exitValue() + ":\n" + output());
            }
            try {
                HttpResponse<String> ready = get("/ready");
                if (ready.statusCode() == 200) {
                    return before;
                }
                before.add(ready.statusCode() + " " + ready.body());
            } catch (IOException e) {
                before.add("down");
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the server was not ready within " + bound + ":\n" + output());
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return client.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> graphql(String query) throws IOException, InterruptedException {
        String body = Json.write(Map.of("query", query));
        return client.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/graphql"))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /**
     * Sends a GraphQL request over a plain socket and reads nothing: the caller reads the answer at its own pace, so
     * the server may still be writing it. HTTP/1.0, so the answer ends when the server closes the connection.
     */
    Socket sendUnread(String query) throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        byte[] body = Json.write(Map.of("query", query)).getBytes(StandardCharsets.UTF_8);
        String head = "POST /graphql HTTP/1.0\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: " + body.length + "\r\n\r\n";
        OutputStream out = socket.getOutputStream();
        out.write(head.getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        out.flush();
        return socket;
    }

    Process process() {
        return process;
    }

    String output() throws IOException {
        return Files.readString(output);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }
}
