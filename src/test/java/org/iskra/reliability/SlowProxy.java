package org.iskra.reliability;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A TCP proxy on 127.0.0.1 in front of a Bolt port that hands out nothing at first: for {@code holdFor} after the first
 * connection arrives, it accepts connections but forwards no byte (the driver's connect and acquisition timeouts
 * expire), then closes them; later connections are forwarded. A Neo4j that is slow to hand out connections, as on a
 * busy machine. The hold counts from the first connection, not from the proxy's start, so that a client process slow to
 * start (the suite runs other classes beside this one) still meets the whole hold.
 */
final class SlowProxy implements AutoCloseable {
    private final ServerSocket server;
    private final int targetPort;
    private final long holdNanos;
    private final AtomicLong holdUntil = new AtomicLong();
    private final AtomicInteger held = new AtomicInteger();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();

    private SlowProxy(ServerSocket server, int targetPort, Duration holdFor) {
        this.server = server;
        this.targetPort = targetPort;
        this.holdNanos = holdFor.toNanos();
        Thread.ofVirtual().name("slow-proxy-accept").start(this::acceptLoop);
    }

    static SlowProxy start(int targetPort, Duration holdFor) throws IOException {
        return new SlowProxy(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()), targetPort, holdFor);
    }

    int port() {
        return server.getLocalPort();
    }

    /** Connections accepted and held without an answer. */
    int held() {
        return held.get();
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                sockets.add(client);
                Thread.ofVirtual().start(() -> serve(client));
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private void serve(Socket client) {
        try {
            holdUntil.compareAndSet(0, System.nanoTime() + holdNanos);
            long wait = holdUntil.get() - System.nanoTime();
            if (wait > 0) {
                held.incrementAndGet();
                Thread.sleep(Duration.ofNanos(wait));
                client.close();
                return;
            }
            Socket target = new Socket(InetAddress.getLoopbackAddress(), targetPort);
            sockets.add(target);
            Thread.ofVirtual().start(() -> pump(target, client));
            pump(client, target);
        } catch (IOException | InterruptedException e) {
            closeQuietly(client);
        }
    }

    private static void pump(Socket from, Socket to) {
        try (InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream()) {
            in.transferTo(out);
        } catch (IOException e) {
            // one side closed: close both
        } finally {
            closeQuietly(from);
            closeQuietly(to);
        }
    }

    /** Closes a socket that may already be closed (shared with {@link FreezingProxy}). */
    static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // already closed
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        sockets.forEach(SlowProxy::closeQuietly);
    }
}
