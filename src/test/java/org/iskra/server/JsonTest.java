package org.iskra.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {

    /**
     * An answer as graphql-java shapes it: ordered maps, lists, strings in three scripts, numbers, booleans and nulls.
     */
    private static Map<String, Object> answer() {
        Map<String, Object> person = new LinkedHashMap<>();
        person.put("id", "lenin");
        person.put("name", "Vladimir Lenin");
        person.put("aliases", List.of("Ленин", "Lénine", "\"Starik\"\n\t\\ \u0001"));
        person.put("born", null);
        person.put("score", 2.5);
        person.put("count", 12);
        person.put("total", 1_000_000_000_000L);
        person.put("living", false);
        person.put("empty", Map.of());
        person.put("none", new ArrayList<>(Arrays.asList(null, "x")));
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("data", Map.of("person", person));
        answer.put("errors", List.of(Map.of("message", "Not found: «x»", "path", List.of("person", 0, "name"))));
        return answer;
    }

    @Test
    void writesWhatTheMapperWrites() throws Exception {
        byte[] written = Json.bytes(answer());
        assertEquals(
                new String(Json.MAPPER.writeValueAsBytes(answer()), StandardCharsets.UTF_8),
                new String(written, StandardCharsets.UTF_8));
        JsonNode read = Json.MAPPER.readTree(written);
        assertEquals("Ленин", read.at("/data/person/aliases/0").asText());
        assertEquals(
                "\"Starik\"\n\t\\ \u0001", read.at("/data/person/aliases/2").asText());
        assertEquals(1_000_000_000_000L, read.at("/data/person/total").asLong());
        assertEquals(List.of("data", "errors"), iterable(read.fieldNames()));
        assertEquals(
                List.of("id", "name", "aliases", "born", "score", "count", "total", "living", "empty", "none"),
                iterable(read.at("/data/person").fieldNames()),
                "keys in the answer's order");
    }

    private record Span(int from, int to) {}

    @Test
    void writesOtherValuesThroughTheMapper() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("span", new Span(1903, 1912));
        body.put("share", BigDecimal.valueOf(15, 1));
        assertEquals(
                "{\"span\":{\"from\":1903,\"to\":1912},\"share\":1.5}",
                new String(Json.bytes(body), StandardCharsets.UTF_8));
    }

    private static List<String> iterable(Iterator<String> names) {
        List<String> list = new ArrayList<>();
        names.forEachRemaining(list::add);
        return list;
    }
}
