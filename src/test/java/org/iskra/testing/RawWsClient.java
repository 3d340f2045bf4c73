package org.iskra.testing;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * A WebSocket client on a plain socket with a small receive buffer, for the tests of clients that stop reading: it
 * performs the handshake, sends text frames, and reads frames only when asked.
 */
public final class RawWsClient implements AutoCloseable {
    private final Socket socket;
    private final DataInputStream in;
    private final OutputStream out;
    private final SecureRandom random = new SecureRandom();

    /** A frame read: its opcode (1 text, 8 close), its text, and for a close frame its code. */
    public record Frame(int opcode, String text, int closeCode) {}

    public RawWsClient(int port, String path, String subprotocol, int receiveBuffer) throws IOException {
        socket = new Socket();
        socket.setReceiveBufferSize(receiveBuffer);
        socket.connect(new InetSocketAddress("127.0.0.1", port), 10_000);
        socket.setSoTimeout(10_000); // shorter than the server's ping interval: a silent server fails the read
        in = new DataInputStream(socket.getInputStream());
        out = socket.getOutputStream();
        byte[] nonce = new byte[16];
        random.nextBytes(nonce);
        String request = "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: " + Base64.getEncoder().encodeToString(nonce)
                + "\r\nSec-WebSocket-Version: 13\r\n"
                + "Sec-WebSocket-Protocol: " + subprotocol + "\r\n\r\n";
        out.write(request.getBytes(StandardCharsets.US_ASCII));
        out.flush();
        String status = readLine();
        if (!status.contains(" 101 ")) {
            throw new IOException("the upgrade was refused: " + status);
        }
        while (!readLine().isEmpty()) {
            // the response headers
        }
    }

    private String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b; (b = in.read()) != -1; ) {
            if (b == '\n') {
                break;
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.US_ASCII);
    }

    /** Sends a masked text frame, as a client must. */
    public void sendText(String text) throws IOException {
        byte[] payload = text.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream frame = new ByteArrayOutputStream();
        frame.write(0x81);
        if (payload.length < 126) {
            frame.write(0x80 | payload.length);
        } else {
            frame.write(0x80 | 126);
            frame.write(payload.length >> 8);
            frame.write(payload.length & 0xFF);
        }
        byte[] mask = new byte[4];
        random.nextBytes(mask);
        frame.write(mask);
        for (int i = 0; i < payload.length; i++) {
            frame.write(payload[i] ^ mask[i % 4]);
        }
        out.write(frame.toByteArray());
        out.flush();
    }

    /** Reads the next frame (blocking up to 10 s); null when the connection ended. */
    public Frame read() throws IOException {
        int first = in.read();
        if (first == -1) {
            return null;
        }
        int second = in.readUnsignedByte();
        long length = second & 0x7F;
        if (length == 126) {
            length = in.readUnsignedShort();
        } else if (length == 127) {
            length = in.readLong();
        }
        byte[] payload = new byte[(int) length];
        in.readFully(payload);
        int opcode = first & 0x0F;
        if (opcode == 8) {
            int code = payload.length >= 2 ? (payload[0] & 0xFF) << 8 | payload[1] & 0xFF : 1005;
            return new Frame(
                    8,
                    payload.length > 2 ? new String(payload, 2, payload.length - 2, StandardCharsets.UTF_8) : "",
                    code);
        }
        return new Frame(opcode, new String(payload, StandardCharsets.UTF_8), 0);
    }

    public InputStream input() {
        return in;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
