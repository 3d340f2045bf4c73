package org.iskra.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
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

    public static byte[] bytes(Object value) {
        try {
            return MAPPER.writeValueAsBytes(value);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("Cannot serialize response", e);
        }
    }
}
