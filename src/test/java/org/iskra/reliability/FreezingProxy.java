package org.iskra.reliability;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP proxy on 127.0.0.1 in front of a Bolt port that forwards everything until {@link #freeze}: then it keeps the
 * connections open but passes no byte on, like a database host that stopped answering without closing anything (a
 * network partition); {@link #thaw} forwards again.
 */
final class FreezingProxy implements AutoCloseable {
    private final ServerSocket server;
    private final int targetPort;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private volatile boolean frozen;

    private FreezingProxy(ServerSocket server, int targetPort) {
        this.server = server;
        this.targetPort = targetPort;
        Thread.ofVirtual().name("freezing-proxy-accept").start(this::acceptLoop);
    }

    static FreezingProxy start(int targetPort) throws IOException {
        return new FreezingProxy(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()), targetPort);
    }

    int port() {
        return server.getLocalPort();
    }

    void freeze() {
        frozen = true;
    }

    void thaw() {
        frozen = false;
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                Socket target = new Socket(InetAddress.getLoopbackAddress(), targetPort);
                sockets.add(client);
                sockets.add(target);
                Thread.ofVirtual().start(() -> pump(client, target));
                Thread.ofVirtual().start(() -> pump(target, client));
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private void pump(Socket from, Socket to) {
        byte[] buffer = new byte[8192];
        try (InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream()) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                while (frozen) {
                    Thread.sleep(10);
                }
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException | InterruptedException e) {
            // one side closed: close both
        } finally {
            SlowProxy.closeQuietly(from);
            SlowProxy.closeQuietly(to);
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        sockets.forEach(SlowProxy::closeQuietly);
    }
}
