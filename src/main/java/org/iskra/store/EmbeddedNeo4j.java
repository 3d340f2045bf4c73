package org.iskra.store;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;

/**
 * A Neo4j database running inside this JVM, reachable only over Bolt on 127.0.0.1. Iskra never uses its embedded API
 * for data: the driver talks to it exactly as to an external server.
 *
 * <p>Authentication is off because Bolt listens on the loopback interface only, on a free port chosen at start. Usage
 * reporting is off and the page cache is small by default.
 */
public final class EmbeddedNeo4j implements AutoCloseable {
    private static final Duration BOLT_QUIET_PERIOD = Duration.ofMillis(100);

    private final DatabaseManagementService service;
    private final String boltUri;

    private EmbeddedNeo4j(DatabaseManagementService service, String boltUri) {
        this.service = service;
        this.boltUri = boltUri;
    }

    /** Starts the database in {@code home}; fails with {@link StoreInUseException} if another process holds it. */
    public static EmbeddedNeo4j start(Path home, String pageCache, Duration txTimeout) {
        return start(home, pageCache, txTimeout, 0);
    }

    /**
     * Starts the database in {@code home} with Bolt on {@code boltPort} (0: a free port), so a database stopped and
     * started again is found by the same driver at the same address.
     */
    public static EmbeddedNeo4j start(Path given, String pageCache, Duration txTimeout, int boltPort) {
        Path home = given.toAbsolutePath().normalize(); // Neo4j refuses "./store" and "a/../store"
        try {
            Files.createDirectories(home);
            int port = boltPort > 0 ? boltPort : freePort();
            DatabaseManagementService service = new DatabaseManagementServiceBuilder(home)
                    .setConfig(GraphDatabaseSettings.udc_enabled, false)
                    .setConfig(GraphDatabaseSettings.auth_enabled, false)
                    .setConfig(GraphDatabaseSettings.pagecache_memory, parseBytes(pageCache))
                    .setConfig(GraphDatabaseSettings.transaction_timeout, txTimeout)
                    .setConfig(GraphDatabaseSettings.keep_logical_logs, "2 files")
                    .setConfig(BoltConnector.enabled, true)
                    .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", port))
                    // what a routing table (neo4j://) hands out: this address, not the default localhost:7687
                    .setConfig(BoltConnector.advertised_address, new SocketAddress("127.0.0.1", port))
                    .setConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
                    // Bolt's event loops otherwise wait 5 s each for a quiet spell before they stop (10 s
                    // per shutdown); the driver is closed first, so there is nothing left to wait for
                    .setConfig(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period, BOLT_QUIET_PERIOD)
                    .build();
            return new EmbeddedNeo4j(service, "bolt://127.0.0.1:" + port);
        } catch (RuntimeException e) {
            if (isLockFailure(e)) {
                throw new StoreInUseException(home, e);
            }
            throw e;
        } catch (IOException e) {
            throw new IllegalStateException("Cannot create the store folder " + home + ": " + e.getMessage(), e);
        }
    }

    public String boltUri() {
        return boltUri;
    }

    public int boltPort() {
        return Integer.parseInt(boltUri.substring(boltUri.lastIndexOf(':') + 1));
    }

    public DatabaseManagementService service() {
        return service;
    }

    @Override
    public void close() {
        service.shutdown();
    }

    private static boolean isLockFailure(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            String name = t.getClass().getSimpleName();
            String message = String.valueOf(t.getMessage());
            if (name.contains("FileLock")
                    || name.contains("StoreLock")
                    || message.contains("locked by another process")) {
                return true;
            }
        }
        return false;
    }

    /** A free port on the loopback interface, for Bolt. */
    public static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("No free port for Bolt: " + e.getMessage(), e);
        }
    }

    /** Parses sizes such as {@code 64m}, {@code 1g} or a plain byte count. */
    static long parseBytes(String size) {
        String s = size.trim().toLowerCase();
        long unit = switch (s.charAt(s.length() - 1)) {
            case 'k' -> 1L << 10;
            case 'm' -> 1L << 20;
            case 'g' -> 1L << 30;
            default -> 1L;
        };
        String digits = unit == 1L ? s : s.substring(0, s.length() - 1);
        return Long.parseLong(digits.trim()) * unit;
    }

    /** Another process (or another Iskra) already runs a database in this store folder. */
    public static final class StoreInUseException extends RuntimeException {
        public StoreInUseException(Path home, Throwable cause) {
            super(
                    "The store folder " + home.toAbsolutePath()
                            + " is in use by another process (is another Iskra running?). Stop it, or choose another folder with --store / ISKRA_STORE.",
                    cause);
        }
    }
}
