package org.iskra.tools.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The benchmark's HTTP client: sends one JSON body to {@code POST /graphql} and tells whether the answer was 200
 * without {@code "errors"}. It runs in the benchmark's process, beside the server, and on a small machine every
 * microsecond it spends is taken from the server's side of the comparison only (the Cypher side has no HTTP client), so
 * the default is a plain one.
 */
public interface BenchClient extends AutoCloseable {

    /** Which client: {@code SOCKET}, HTTP/1.1 keep-alive over plain sockets; {@code JDK}, {@link HttpClient}. */
    enum Kind {
        SOCKET,
        JDK
    }

    /** Sends {@code body} and returns true when answered 200 without errors; false on any failure. */
    boolean post(byte[] body);

    @Override
    void close();

    static BenchClient of(Kind kind, int port) {
        return kind == Kind.JDK ? new Jdk(port) : new Sockets(port);
    }

    /**
     * HTTP/1.1 over kept-alive sockets, one request at a time on each; idle sockets wait in a pool for the next caller.
     * On this machine it spends about a seventh of {@link HttpClient}'s CPU per request (measured: 0.16 ms against 1.2
     * ms, W5 at N = 1,000, C = 8).
     */
    final class Sockets implements BenchClient {
        private final int port;
        private final ConcurrentLinkedQueue<Connection> idle = new ConcurrentLinkedQueue<>();

        Sockets(int port) {
            this.port = port;
        }

        @Override
        public boolean post(byte[] body) {
            Connection pooled = idle.poll();
            if (pooled != null) {
                try {
                    return sent(pooled, body);
                } catch (ClosedWhileIdle e) {
                    // the server closes a kept-alive socket left idle past its timeout (Jetty's 30 s, which a client
                    // waiting out the other sides' phases can exceed): nothing of the request was answered, so it is
                    // sent again on a new socket, as HTTP clients do
                    pooled.close();
                } catch (IOException e) {
                    pooled.close();
                    return false;
                }
            }
            Connection fresh = null;
            try {
                fresh = new Connection(new Socket("127.0.0.1", port));
                return sent(fresh, body);
            } catch (IOException e) {
                if (fresh != null) {
                    fresh.close();
                }
                return false;
            }
        }

        /** Sends on {@code c}, then keeps it for the next caller when the answer left it reusable. */
        private boolean sent(Connection c, byte[] body) throws IOException {
            boolean ok = c.post(port, body);
            if (c.reusable) {
                idle.add(c);
            } else {
                c.close();
            }
            return ok;
        }

        /** The server closed the connection before answering any of the request. */
        private static final class ClosedWhileIdle extends EOFException {
            ClosedWhileIdle() {
                super("the server closed the kept-alive connection before answering");
            }
        }

        @Override
        public void close() {
            for (Connection c; (c = idle.poll()) != null; ) {
                c.close();
            }
        }

        private static final class Connection {
            private final Socket socket;
            private final OutputStream out;
            private final InputStream in;
            private boolean reusable = true;

            Connection(Socket socket) throws IOException {
                this.socket = socket;
                socket.setTcpNoDelay(true);
                this.out = new BufferedOutputStream(socket.getOutputStream());
                this.in = new BufferedInputStream(socket.getInputStream());
            }

            boolean post(int port, byte[] body) throws IOException {
                out.write(("POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:" + port
                                + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length + "\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                out.write(body);
                out.flush();
                int first;
                try {
                    first = in.read();
                } catch (SocketException e) {
                    throw new ClosedWhileIdle(); // reset: the server had closed it
                }
                if (first == -1) {
                    throw new ClosedWhileIdle();
                }
                String status = (char) first + line();
                int length = -1;
                boolean chunked = false;
                for (String header = line(); !header.isEmpty(); header = line()) {
                    String name = header.substring(0, Math.max(0, header.indexOf(':')))
                            .trim();
                    String value = header.substring(header.indexOf(':') + 1).trim();
                    if (name.equalsIgnoreCase("Content-Length")) {
                        length = Integer.parseInt(value);
                    } else if (name.equalsIgnoreCase("Transfer-Encoding") && value.equalsIgnoreCase("chunked")) {
                        chunked = true;
                    }
                }
                reusable = chunked || length >= 0; // else the answer ends when the server closes the connection
                byte[] answer = chunked ? chunkedBody() : length < 0 ? in.readAllBytes() : in.readNBytes(length);
                if (!chunked && answer.length < length) {
                    throw new EOFException("the server closed the connection mid-answer");
                }
                return status.startsWith("HTTP/1.1 200 ")
                        && !new String(answer, StandardCharsets.UTF_8).contains("\"errors\"");
            }

            private byte[] chunkedBody() throws IOException {
                ByteArrayOutputStream body = new ByteArrayOutputStream();
                for (int size = Integer.parseInt(line().split(";")[0].trim(), 16);
                        size > 0;
                        size = Integer.parseInt(line().split(";")[0].trim(), 16)) {
                    body.write(in.readNBytes(size));
                    line();
                }
                while (!line().isEmpty()) {
                    // trailers
                }
                return body.toByteArray();
            }

            private String line() throws IOException {
                StringBuilder line = new StringBuilder();
                for (int b = in.read(); b != '\n'; b = in.read()) {
                    if (b == -1) {
                        throw new EOFException("the server closed the connection");
                    }
                    if (b != '\r') {
                        line.append((char) b);
                    }
                }
                return line.toString();
            }

            void close() {
                try {
                    socket.close();
                } catch (IOException e) {
                    // closing after a failure: nothing left to do
                }
            }
        }
    }

    /**
     * {@link HttpClient} with keep-alive connections: the client of the benchmark's figures before 1 December 2026
     * (night).
     */
    final class Jdk implements BenchClient {
        private final HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        private final URI uri;

        Jdk(int port) {
            this.uri = URI.create("http://127.0.0.1:" + port + "/graphql");
        }

        @Override
        public boolean post(byte[] body) {
            HttpRequest request = HttpRequest.newBuilder(uri)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                    .build();
            try {
                HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
                return r.statusCode() == 200 && !r.body().contains("\"errors\"");
            } catch (IOException e) {
                return false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }

        @Override
        public void close() {
            client.close();
        }
    }

    /** The JSON body of a GraphQL request for {@code query}. */
    static byte[] body(ObjectMapper json, String query) {
        try {
            return json.writeValueAsBytes(Map.of("query", query));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
