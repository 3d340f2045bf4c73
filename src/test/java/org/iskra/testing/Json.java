package org.iskra.testing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;

/** JSON helpers for tests. */
public final class Json {
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {}

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The text at {@code pointer} in each element of a JSON array, in order. */
    public static List<String> texts(JsonNode array, String pointer) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.at(pointer).asText()));
        return out;
    }

    public static JsonNode read(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new AssertionError("Not JSON: " + text, e);
        }
    }
}
