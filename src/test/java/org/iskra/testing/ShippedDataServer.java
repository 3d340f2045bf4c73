package org.iskra.testing;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * Base of the tests that read the shipped {@code data/} through a real HTTP server: the data is loaded (or found
 * already loaded) and a server started once per test class.
 */
public abstract class ShippedDataServer {
    protected static TestServer server;

    @BeforeAll
    static void startOverShippedData() {
        Facts.loadDataFolder();
        server = TestServer.start();
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    /** The {@code data} of a query's answer; fails the test on any error. */
    protected static JsonNode data(String query) {
        return server.data(query);
    }
}
