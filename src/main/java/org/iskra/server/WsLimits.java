package org.iskra.server;

import java.time.Duration;

/**
 * Limits of the WebSocket endpoint (subscriptions).
 *
 * @param maxConnections sockets open at once per client address
 * @param maxMessageBytes largest message a client may send
 * @param initTimeout time to send {@code connection_init} after the socket opens
 * @param idleTimeout a socket with no traffic either way for this long is closed
 * @param maxPending messages sent to a client and not yet written to its socket; past it, the client is too slow
 */
public record WsLimits(
        int maxConnections, int maxMessageBytes, Duration initTimeout, Duration idleTimeout, int maxPending) {}
