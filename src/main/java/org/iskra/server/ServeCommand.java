package org.iskra.server;

import io.javalin.Javalin;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import org.iskra.importer.FactImporter;
import org.iskra.store.StartupException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code serve}: the GraphQL API over HTTP, until SIGTERM or Ctrl-C. */
@Command(
        name = "serve",
        synopsisHeading = "",
        customSynopsis = "usage: java -jar " + Main.JAR + " serve [SETTINGS]",
        description = "Serves the GraphQL API (loads data/ when the graph is empty).")
final class ServeCommand implements Callable<Integer> {
    private static final Logger LOG = LoggerFactory.getLogger(ServeCommand.class);

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return serve(ConfigOptions.config(spec));
    }

    static int serve(Config config) {
        long started = System.nanoTime();
        InFlight inFlight = new InFlight();
        AtomicReference<Javalin> prepared = new AtomicReference<>();
        IskraApp app = IskraApp.openDatabase(
                config, a -> prepared.set(HttpApi.create(a, inFlight))); // routes built while Neo4j starts
        // HTTP first, so /ready can say what the start-up still waits for (503 until the schema and the data are in
        // place)
        Javalin http = prepared.get().start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(http, inFlight, app), "iskra-shutdown"));
        try {
            app.start();
        } catch (FactImporter.InvalidDataException e) {
            System.err.println("iskra: the data folder does not validate:\n  " + e.getMessage());
            return 1;
        } catch (StartupException e) {
            System.err.println("iskra: could not start: " + e.getMessage());
            return 1;
        } catch (IOException e) {
            System.err.println("iskra: could not start: cannot read the data folder: " + e.getMessage());
            return 1;
        } catch (RuntimeException e) {
            if (app.isClosed()) {
                return 0; // stopped (SIGTERM) during start-up
            }
            System.err.println("iskra: could not start: " + e.getMessage());
            return 1;
        }
        LOG.info(
                "Iskra serves http://localhost:{}/graphql (explorer at /, GraphiQL at /graphiql) after {} ms, on {}",
                http.port(),
                (System.nanoTime() - started) / 1_000_000,
                config.embedded() ? "embedded Neo4j in " + config.store().toAbsolutePath() : config.neo4jUri());
        try {
            Thread.currentThread().join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }

    /**
     * On SIGTERM or Ctrl-C: refuse new GraphQL requests, let running ones finish (up to the request time limit and a
     * margin), stop HTTP, then close the driver and the database, so the store is clean; the last line says whether it
     * is (the JVM then exits 143, or 130 on Ctrl-C).
     */
    private static void stop(Javalin http, InFlight inFlight, IskraApp app) {
        Duration bound = app.config().limits().requestTimeout().plusSeconds(2);
        boolean drained = inFlight.drain(bound);
        LOG.info(
                "Stopping: {}",
                drained
                        ? "no request running"
                        : inFlight.running() + " requests still running after " + bound.toSeconds() + " s");
        try {
            http.stop();
            app.close();
            LOG.info("Iskra stopped cleanly{}", app.config().embedded() ? "; the store is closed" : "");
        } catch (RuntimeException e) {
            LOG.error("Iskra did not stop cleanly: {}", e.toString(), e);
        }
    }
}
