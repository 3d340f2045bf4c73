package org.iskra.server;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.iskra.core.ErrorCode;

/** JSON for HTTP bodies, and the error body shape used for every failure. */
public final class Json {
    public static final ObjectMapper MAPPER = new ObjectMapper().disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    private Json() {}

    public static Map<String, Object> errorBody(ErrorCode code, String message) {
        return Map.of("errors", List.of(Map.of("message", message, "extensions", Map.of("code", code.name()))));
    }

    /**
     * The value as JSON. Maps, lists, strings, numbers and booleans (all a GraphQL answer holds) are written straight
     * to the generator; anything else goes through the mapper. The mapper alone looks up a serializer for every value
     * of a {@code Map<String, Object>}: on an answer of a few hundred fields that lookup took more time than writing
     * the JSON.
     */
    public static byte[] bytes(Object value) {
        try (ByteArrayOutputStream out = new ByteArrayOutputStream(1024);
                JsonGenerator generator = MAPPER.getFactory().createGenerator(out)) {
            write(generator, value);
            generator.flush();
            return out.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException("Cannot serialize response", e);
        }
    }

    private static void write(JsonGenerator generator, Object value) throws IOException {
        switch (value) {
            case null -> generator.writeNull();
            case String text -> generator.writeString(text);
            case Map<?, ?> map -> {
                generator.writeStartObject();
                for (Map.Entry<?, ?> entry : map.entrySet()) {
                    generator.writeFieldName(String.valueOf(entry.getKey()));
                    write(generator, entry.getValue());
                }
                generator.writeEndObject();
            }
            case List<?> list -> {
                generator.writeStartArray();
                for (Object item : list) {
                    write(generator, item);
                }
                generator.writeEndArray();
            }
            case Boolean flag -> generator.writeBoolean(flag);
            case Integer number -> generator.writeNumber(number);
            case Long number -> generator.writeNumber(number);
            case Double number -> generator.writeNumber(number);
            default -> MAPPER.writeValue(generator, value);
        }
    }
}
