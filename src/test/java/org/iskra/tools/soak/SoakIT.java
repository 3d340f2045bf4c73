package org.iskra.tools.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.iskra.testing.Facts;
import org.iskra.testing.Json;
import org.iskra.testing.Scratch;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.Test;

/**
 * The soak's small variant, so it never rots: 4 clients for 2 s of warm-up and 3 s against a real server over the
 * shipped data, every kind of request answered without error, the writes acknowledged and found again, the server's
 * memory sampled and the result written. And the check itself can fail: a write that was never made is reported lost.
 */
class SoakIT {
    private static final String TOKEN = "soak-test-token";

    @Test
    void aShortSoakAnswersEveryRequestAndLosesNoWrite() throws Exception {
        Facts.loadDataFolder();
        Path out = Scratch.directory("iskra-soak").resolve("soak.json");
        // A generous time limit: this checks the soak's code and its verdicts, not latency on a shared CI machine.
        try (TestServer server = TestServer.start("--write-tokens", "soak:" + TOKEN, "--timeout", "60s")) {
            SoakResult r = Soak.run(new Soak.Settings(
                    URI.create(server.url("/graphql")),
                    TOKEN,
                    ProcessHandle.current().pid(),
                    4,
                    Duration.ofSeconds(3),
                    Duration.ofSeconds(2),
                    Duration.ofSeconds(1),
                    out));
            assertEquals(List.of(), r.failures());
            assertEquals(Map.of(), r.errors());
            assertTrue(
                    r.total().requests() > 0,
                    "the measured period had traffic (every kind was sent once before it): " + r.total());
            assertTrue(
                    r.acknowledgedWrites() > 0 && r.verification().checked() >= r.acknowledgedWrites(),
                    r.verification().toString());
            assertTrue(
                    r.series().stream().allMatch(s -> s.heapUsedBytes() > 0 && s.rssBytes() > 0),
                    r.series().toString());
            assertTrue(r.liveHeapAfter().usedBytes() > 0);
        }
        JsonNode json = Json.read(Files.readString(out));
        assertEquals(Kind.values().length, json.get("kinds").size());
        assertEquals(0, json.at("/verification/lost").asInt());
    }

    @Test
    void aWriteThatIsNotInTheGraphIsReportedLost() throws Exception {
        Writes writes = new Writes("soak-never-", new SplittableRandom(1));
        Call call = writes.next(Kind.IMPORT_FACTS);
        Acknowledged acked = new Acknowledged();
        acked.acknowledged(
                call,
                Json.read("{\"batchId\": \"batch-never-written\", \"applied\": true, \"created\": 5, \"updated\": 0}"));
        try (TestServer server = TestServer.start()) {
            Verifier.Verification v =
                    new Verifier(new GraphQLClient(URI.create(server.url("/graphql")), TOKEN)).verify(acked);
            assertEquals(
                    call.written().size() + 2,
                    v.checked(),
                    "names and descriptions of 2 people, 2 memberships, 1 source");
            assertEquals(v.checked(), v.lost(), v.examples().toString());
            assertEquals(1, v.missingBatches());
        }
    }
}
