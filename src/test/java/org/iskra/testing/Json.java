package org.iskra.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** JSON helpers for tests. */
public final class Json {
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {}

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The text at {@code pointer} in each element of a JSON array, in order. */
    public static java.util.List<String> texts(JsonNode array, String pointer) {
        java.util.List<String> out = new java.util.ArrayList<>();
        array.forEach(n -> out.add(n.at(pointer).asText()));
        return out;
    }

    public static JsonNode read(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new AssertionError("Not JSON: " + text, e);
        }
    }
}
