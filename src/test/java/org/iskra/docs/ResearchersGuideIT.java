package org.iskra.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.iskra.testing.Json;
import org.iskra.testing.ShippedDataServer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The researchers' guide shows real answers: every GraphQL example of {@code docs/researchers.md} and of the README
 * followed by a JSON answer is run against the shipped data, and the answer must be the one printed. A data change that
 * changes an example fails here until the guide is brought up to date.
 */
class ResearchersGuideIT extends ShippedDataServer {
    /** Each document with examples, and how many it must hold at least (so a broken pattern cannot pass). */
    private static final Map<Path, Integer> GUIDES = Map.of(Path.of("docs/researchers.md"), 5, Path.of("README.md"), 5);
    /** A GraphQL block directly followed by a JSON block (neither spanning a fence). */
    private static final Pattern EXAMPLE =
            Pattern.compile("```graphql\\n((?:(?!```).)*?)```\\n```json\\n((?:(?!```).)*?)```", Pattern.DOTALL);

    @TestFactory
    Stream<DynamicTest> everyExampleAnswersAsPrinted() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Map.Entry<Path, Integer> guide : GUIDES.entrySet()) {
            List<DynamicTest> examples = examples(guide.getKey());
            assertTrue(
                    examples.size() >= guide.getValue(),
                    "the examples of " + guide.getKey() + " were found: " + examples.size());
            tests.addAll(examples);
        }
        return tests.stream();
    }

    private List<DynamicTest> examples(Path file) throws IOException {
        String guide = Files.readString(file);
        List<DynamicTest> tests = new ArrayList<>();
        Matcher example = EXAMPLE.matcher(guide);
        while (example.find()) {
            String query = example.group(1);
            JsonNode printed = Json.read(example.group(2));
            String where =
                    file + ":" + (guide.substring(0, example.start()).lines().count() + 1);
            tests.add(DynamicTest.dynamicTest(where, () -> {
                JsonNode answer = data(query);
                assertEquals(printed, answer, "the example at " + where + " answers differently now");
            }));
        }
        return tests;
    }

    /** The README's paging example: a query, then its answer and the next page's in comments. */
    private static final Pattern PAGING = Pattern.compile(
            "```graphql\\n((?:(?!```).)*?)\\s*# → totalCount (\\d+), hasNextPage (true|false), endCursor \"([^\"]+)\": "
                    + "([\\w-]+) and ([\\w-]+) \\(since (\\d{4})\\);\\s*#\\s+with after: \"([^\"]+)\" the next page is ([\\w-]+) and ([\\w-]+)\\s*```",
            Pattern.DOTALL);

    /**
     * The README's paging example gives its answer in comments rather than as a JSON block, so it is checked here: the
     * total, the cursor and the people of both pages are the server's.
     */
    @Test
    void theReadmePagingExampleIsTheServedAnswer() throws IOException {
        Matcher example = PAGING.matcher(Files.readString(Path.of("README.md")));
        assertTrue(example.find(), "the README's paging example was found");
        String query = example.group(1);
        JsonNode first = data(query).at("/members");
        assertEquals(Integer.parseInt(example.group(2)), first.at("/totalCount").asInt(), "totalCount");
        assertEquals(
                Boolean.parseBoolean(example.group(3)),
                first.at("/pageInfo/hasNextPage").asBoolean());
        assertEquals(example.group(4), first.at("/pageInfo/endCursor").asText(), "endCursor");
        assertEquals(List.of(example.group(5), example.group(6)), people(first));
        first.at("/nodes")
                .forEach(n -> assertEquals(example.group(7), n.at("/since").asText(), "since"));
        assertEquals(example.group(4), example.group(8), "the next page starts after the printed cursor");
        String next = query.replace("first: 2)", "first: 2, after: \"" + example.group(8) + "\")");
        assertEquals(
                List.of(example.group(9), example.group(10)), people(data(next).at("/members")));
    }

    private static List<String> people(JsonNode members) {
        List<String> ids = new ArrayList<>();
        members.at("/nodes").forEach(n -> ids.add(n.at("/person/id").asText()));
        return ids;
    }

    /**
     * The README's flagship excerpt is abbreviated (not an example the factory can run), so its count is checked
     * against the golden answer, which GoldenIT checks against the server.
     */
    @Test
    void theReadmeFlagshipCountIsTheGoldenAnswers() throws IOException {
        JsonNode golden =
                Json.read(Files.readString(Path.of("src/test/resources/golden/flagship-joined-after-1903.json")));
        int total = golden.at("/data/members/totalCount").asInt();
        assertEquals(
                total,
                golden.at("/data/members/nodes").size(),
                "the golden file holds the whole answer, as the README says: raise `first` in the query and the README");
        String readme = Files.readString(Path.of("README.md"));
        assertTrue(
                readme.contains("{\"data\": {\"members\": {\"totalCount\": " + total + ", \"nodes\": [")
                        && readme.contains("some of the " + total + " entries"),
                "the README's flagship output says " + total + " members, as the golden answer does");
    }
}
