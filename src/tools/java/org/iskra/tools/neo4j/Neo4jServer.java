package org.iskra.tools.neo4j;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import org.iskra.store.EmbeddedNeo4j;

/**
 * A Neo4j DBMS (the 2026.08 release the product embeds, from Maven Central) run as a process of its own: its own store,
 * Bolt on loopback, reached only over the network. It prints {@code READY bolt://127.0.0.1:PORT} once it answers and
 * stops when its standard input closes or it is terminated. {@link ExternalNeo4j} starts it for the tests and the
 * benchmark's {@code --external}.
 */
public final class Neo4jServer {
    static final String READY = "READY ";

    private Neo4jServer() {}

    /** {@code Neo4jServer STORE [PAGE_CACHE]}. */
    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: Neo4jServer STORE_FOLDER [PAGE_CACHE]");
            System.exit(2);
        }
        EmbeddedNeo4j db =
                EmbeddedNeo4j.start(Path.of(args[0]), args.length > 1 ? args[1] : "64m", Duration.ofMinutes(10));
        Runtime.getRuntime().addShutdownHook(new Thread(db::close, "neo4j-server-stop"));
        System.out.println(READY + db.boltUri());
        System.out.flush();
        while (System.in.read() != -1) {
            // the parent holds our standard input open while it needs us
        }
        System.exit(0);
    }
}
