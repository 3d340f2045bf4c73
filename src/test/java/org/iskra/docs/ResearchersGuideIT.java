package org.iskra.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.iskra.testing.Json;
import org.iskra.testing.ShippedDataServer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The researchers' guide shows real answers: every GraphQL example of {@code docs/researchers.md} followed by a JSON
 * answer is run against the shipped data, and the answer must be the one printed. A data change that changes an example
 * fails here until the guide is brought up to date.
 */
class ResearchersGuideIT extends ShippedDataServer {
    private static final Path GUIDE = Path.of("docs/researchers.md");
    /** A GraphQL block directly followed by a JSON block. */
    private static final Pattern EXAMPLE =
            Pattern.compile("```graphql\\n(.*?)```\\n```json\\n(.*?)```", Pattern.DOTALL);

    @TestFactory
    Stream<DynamicTest> everyExampleAnswersAsPrinted() throws IOException {
        String guide = Files.readString(GUIDE);
        List<DynamicTest> tests = new ArrayList<>();
        Matcher example = EXAMPLE.matcher(guide);
        while (example.find()) {
            String query = example.group(1);
            JsonNode printed = Json.read(example.group(2));
            int line = (int) guide.substring(0, example.start()).lines().count() + 1;
            tests.add(DynamicTest.dynamicTest("docs/researchers.md:" + line, () -> {
                JsonNode answer = data(query);
                assertEquals(
                        printed, answer, "the example at docs/researchers.md:" + line + " answers differently now");
            }));
        }
        assertTrue(tests.size() >= 5, "the guide's examples were found: " + tests.size());
        return tests.stream();
    }
}
