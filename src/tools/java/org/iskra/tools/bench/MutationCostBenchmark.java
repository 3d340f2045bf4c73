package org.iskra.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.iskra.facts.StatementType;
import org.iskra.importer.BulkImport;
import org.iskra.server.Config;
import org.iskra.server.HttpApi;
import org.iskra.server.IskraApp;

/**
 * What a statement costs through the write API compared with the bulk CLI path, on one store: the synthetic graph's
 * entities are bulk-imported, then its memberships are split in three parts written one after the other by one client:
 * the bulk importer ({@link BulkImport}, batches of {@code batchSize}), {@code importFacts} mutations over HTTP
 * (batches of {@code batchSize}), and one {@code addMembership} mutation per statement. Every part creates new
 * statements, so each does the same work in the graph: validation, comparison with the stored graph, write, audit.
 */
public final class MutationCostBenchmark {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TOKEN = "bench-" + Long.toHexString(System.nanoTime());
    private static final String IMPORT_FACTS =
            "mutation($batch: FactBatch!) { importFacts(input: $batch) { applied created rejected } }";
    private static final String ADD_MEMBERSHIP =
            "mutation($m: MembershipInput!) { addMembership(input: $m) { applied created rejected } }";

    /** One path's figures. */
    public record Result(String path, long statements, double seconds) {
        double perSecond() {
            return statements / seconds;
        }

        double microsPerStatement() {
            return seconds * 1e6 / statements;
        }
    }

    private MutationCostBenchmark() {}

    public static List<Result> run(int people, int batchSize, int singles) throws Exception {
        Path dir = Files.createTempDirectory("iskra-mutation-cost");
        new SyntheticGraph(people, 1903).write(dir.resolve("all"));
        List<String> memberships = Files.readAllLines(dir.resolve("all/member_of.csv"));
        String header = memberships.getFirst();
        List<String> rows = memberships.subList(1, memberships.size());
        int viaMutations = Math.max(0, (rows.size() - singles) / 2);
        int viaBulk = rows.size() - singles - viaMutations;
        Path entities = entitiesOnly(dir);
        Path bulk = Files.createDirectories(dir.resolve("bulk"));
        Files.write(bulk.resolve("member_of.csv"), concat(header, rows.subList(0, viaBulk)));
        Config config = Config.from(
                List.of(
                        "--port",
                        "0",
                        "--store",
                        dir.resolve("store").toString(),
                        "--data",
                        "/nonexistent",
                        "--write-tokens",
                        "bench:" + TOKEN),
                Map.of());
        try (IskraApp app = IskraApp.open(config)) {
            new BulkImport(app.stores().importer(), batchSize, false, null).run(List.of(entities));
            List<Result> results = new ArrayList<>();
            long t = System.nanoTime();
            BulkImport.Totals totals =
                    new BulkImport(app.stores().importer(), batchSize, false, null).run(List.of(bulk));
            results.add(new Result(
                    "bulk import (CLI path), batches of " + batchSize,
                    totals.created(),
                    (System.nanoTime() - t) / 1e9));
            Javalin http = HttpApi.create(app).start(0);
            try {
                Client client = new Client(http.port());
                List<Map<String, String>> parsed =
                        rows.stream().map(r -> parse(header, r)).toList();
                results.add(importFacts(client, parsed.subList(viaBulk, viaBulk + viaMutations), batchSize));
                results.add(addMemberships(client, parsed.subList(viaBulk + viaMutations, parsed.size())));
            } finally {
                http.stop();
            }
            report(results);
            return results;
        }
    }

    private static Path entitiesOnly(Path dir) throws IOException {
        Path entities = Files.createDirectories(dir.resolve("entities"));
        for (String name : List.of("sources", "people", "organizations", "publications", "congresses")) {
            Files.copy(dir.resolve("all/" + name + ".csv"), entities.resolve(name + ".csv"));
        }
        return entities;
    }

    private static Result importFacts(Client client, List<Map<String, String>> memberships, int batchSize)
            throws Exception {
        long t = System.nanoTime();
        for (int from = 0; from < memberships.size(); from += batchSize) {
            List<Map<String, Object>> statements = new ArrayList<>();
            for (Map<String, String> m : memberships.subList(from, Math.min(memberships.size(), from + batchSize))) {
                Map<String, Object> s = new LinkedHashMap<>();
                s.put("type", StatementType.MEMBER_OF.name());
                m.forEach((k, v) -> s.put(k, k.equals("sources") ? Arrays.asList(v.split("\\|")) : v));
                statements.add(s);
            }
            client.write(
                    IMPORT_FACTS, Map.of("batch", Map.of("statements", statements)), "importFacts", statements.size());
        }
        return new Result(
                "importFacts mutation, batches of " + batchSize, memberships.size(), (System.nanoTime() - t) / 1e9);
    }

    private static Result addMemberships(Client client, List<Map<String, String>> memberships) throws Exception {
        long t = System.nanoTime();
        for (Map<String, String> m : memberships) {
            Map<String, Object> input = new LinkedHashMap<>();
            input.put("id", m.get("id"));
            input.put("person", m.get("from"));
            input.put("organization", m.get("to"));
            input.put("since", m.get("start"));
            input.put("until", m.get("end"));
            input.put("role", m.get("role"));
            input.put(
                    "sources",
                    Arrays.asList(Objects.requireNonNull(m.get("sources"), "a synthetic membership names its sources")
                            .split("\\|")));
            input.values().removeIf(v -> v == null);
            client.write(ADD_MEMBERSHIP, Map.of("m", input), "addMembership", 1);
        }
        return new Result(
                "addMembership mutation, one statement each", memberships.size(), (System.nanoTime() - t) / 1e9);
    }

    /** A row of the generator's CSV (no quoted cells) as its non-empty fields. */
    private static Map<String, String> parse(String header, String row) {
        String[] names = header.split(",", -1);
        String[] cells = row.split(",", -1);
        Map<String, String> fields = new LinkedHashMap<>();
        for (int i = 0; i < names.length; i++) {
            if (!cells[i].isEmpty()) {
                fields.put(names[i], cells[i]);
            }
        }
        return fields;
    }

    private static List<String> concat(String first, List<String> rest) {
        List<String> all = new ArrayList<>(rest.size() + 1);
        all.add(first);
        all.addAll(rest);
        return all;
    }

    private static void report(List<Result> results) {
        double bulk = results.getFirst().microsPerStatement();
        System.out.printf(
                "%-48s %10s %9s %13s %13s %9s%n",
                "path", "statements", "seconds", "statements/s", "µs/statement", "× bulk");
        for (Result r : results) {
            System.out.printf(
                    "%-48s %,10d %9.1f %,13.0f %,13.0f %9.1f%n",
                    r.path(),
                    r.statements(),
                    r.seconds(),
                    r.perSecond(),
                    r.microsPerStatement(),
                    r.microsPerStatement() / bulk);
        }
    }

    /** One keep-alive HTTP client sending authorised mutations; a write that is not applied in full stops the run. */
    private record Client(HttpClient http, URI uri) {
        Client(int port) {
            this(
                    HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build(),
                    URI.create("http://127.0.0.1:" + port + "/graphql"));
        }

        void write(String query, Map<String, Object> variables, String field, int expected)
                throws IOException, InterruptedException {
            HttpRequest request = HttpRequest.newBuilder(uri)
                    .header("Content-Type", "application/json")
                    .header("Authorization", "Bearer " + TOKEN)
                    .POST(HttpRequest.BodyPublishers.ofString(
                            JSON.writeValueAsString(Map.of("query", query, "variables", variables))))
                    .build();
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            JsonNode report = JSON.readTree(response.body()).path("data").path(field);
            if (response.statusCode() != 200 || report.path("created").asInt() != expected) {
                throw new IllegalStateException(field + " answered " + response.statusCode() + ": " + response.body());
            }
        }
    }
}
