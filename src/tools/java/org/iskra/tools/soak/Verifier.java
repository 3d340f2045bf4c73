package org.iskra.tools.soak;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;

/**
 * After the load, asks the server (over GraphQL, like any client) for every acknowledged record and compares it with
 * what was acknowledged: people (name, description, memberships), sources (title), and the audit record of every write
 * that changed something.
 */
final class Verifier {
    private static final int PER_QUERY = 40;
    private static final String PERSON = "id name description memberships { id organization { id } since }";

    /**
     * What the check found: records checked, records missing or different (lost writes), audit records missing, a few
     * examples.
     */
    record Verification(long checked, long lost, long missingBatches, List<String> examples) {}

    private final GraphQLClient client;
    private final List<String> examples = new ArrayList<>();
    private long checked;
    private long lost;
    private long missingBatches;

    Verifier(GraphQLClient client) {
        this.client = client;
    }

    Verification verify(Acknowledged acked) throws IOException, InterruptedException {
        Map<String, Written.Person> people = new LinkedHashMap<>();
        acked.people().forEach(p -> people.put(p.id(), p));
        Map<String, List<Written.Membership>> membershipsByPerson = new HashMap<>();
        acked.memberships()
                .forEach(m -> membershipsByPerson
                        .computeIfAbsent(m.person(), k -> new ArrayList<>())
                        .add(m));
        Set<String> personIds = new LinkedHashSet<>(people.keySet());
        personIds.addAll(membershipsByPerson.keySet());
        fetch(
                "person",
                PERSON,
                List.copyOf(personIds),
                (id, node) -> checkPerson(id, node, people.get(id), membershipsByPerson.getOrDefault(id, List.of())));
        Map<String, Written.Source> sources = new HashMap<>();
        acked.sources().forEach(s -> sources.put(s.id(), s));
        fetch(
                "source",
                "id title",
                List.copyOf(sources.keySet()),
                (id, node) -> check(
                        node.path("title").asText(null),
                        Objects.requireNonNull(sources.get(id)).title(),
                        "source " + id + " title"));
        Map<String, Acknowledged.Batch> batches = new HashMap<>();
        acked.batches().forEach(b -> batches.put(b.id(), b));
        fetch(
                "importBatch",
                "id created updated",
                List.copyOf(batches.keySet()),
                (id, node) -> checkBatch(node, Objects.requireNonNull(batches.get(id))));
        return new Verification(checked, lost, missingBatches, List.copyOf(examples));
    }

    private void checkPerson(
            String id, JsonNode node, Written.@Nullable Person expected, List<Written.Membership> memberships) {
        if (expected != null) {
            check(node.path("name").asText(null), expected.name(), "person " + id + " name");
            check(node.path("description").asText(null), expected.description(), "person " + id + " description");
        }
        Map<String, JsonNode> stored = new HashMap<>();
        node.path("memberships").forEach(m -> stored.put(m.path("id").asText(), m));
        for (Written.Membership m : memberships) {
            JsonNode s = stored.get(m.id());
            String found = s == null
                    ? null
                    : s.at("/organization/id").asText() + " since "
                            + s.path("since").asText();
            check(found, m.organization() + " since " + m.since(), "membership " + m.id());
        }
    }

    private void checkBatch(JsonNode node, Acknowledged.Batch expected) {
        String found = node.isNull() || node.isMissingNode()
                ? null
                : node.path("created").asInt() + " created, "
                        + node.path("updated").asInt() + " updated";
        if (found == null || !found.equals(expected.created() + " created, " + expected.updated() + " updated")) {
            missingBatches++;
            example("audit record " + expected.id() + ": acknowledged " + expected + ", stored " + found);
        }
    }

    private void check(@Nullable String found, String expected, String what) {
        checked++;
        if (!expected.equals(found)) {
            lost++;
            example(what + ": acknowledged \"" + expected + "\", stored "
                    + (found == null ? "nothing" : "\"" + found + "\""));
        }
    }

    private void example(String text) {
        if (examples.size() < 20) {
            examples.add(text);
        }
    }

    /** Asks for {@code field(id: …) { selection }} for every id, {@value #PER_QUERY} aliases per request. */
    private void fetch(String field, String selection, List<String> ids, BiConsumer<String, JsonNode> each)
            throws IOException, InterruptedException {
        for (int from = 0; from < ids.size(); from += PER_QUERY) {
            List<String> chunk = ids.subList(from, Math.min(ids.size(), from + PER_QUERY));
            StringBuilder vars = new StringBuilder();
            StringBuilder fields = new StringBuilder();
            Map<String, Object> variables = new HashMap<>();
            for (int i = 0; i < chunk.size(); i++) {
                vars.append(i == 0 ? "" : ", ").append("$v").append(i).append(": ID!");
                fields.append(" r")
                        .append(i)
                        .append(": ")
                        .append(field)
                        .append("(id: $v")
                        .append(i)
                        .append(") { ")
                        .append(selection)
                        .append(" }");
                variables.put("v" + i, chunk.get(i));
            }
            var response = client.send("query(" + vars + ") {" + fields + " }", variables, false);
            JsonNode body = GraphQLClient.JSON.readTree(response.body());
            JsonNode data = body.path("data");
            if (response.statusCode() != 200 || data.isMissingNode() || body.has("errors")) {
                throw new IOException(
                        "the verification query failed: HTTP " + response.statusCode() + " " + response.body());
            }
            for (int i = 0; i < chunk.size(); i++) {
                each.accept(chunk.get(i), data.path("r" + i));
            }
        }
    }
}
