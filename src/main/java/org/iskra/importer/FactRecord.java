package org.iskra.importer;

import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One record of a batch as written by its author (an entity or a statement), with where it came from so that every
 * problem can name it: {@code data/people.json: people[3] (id "dan")}.
 */
public record FactRecord(String origin, String list, int index, Map<String, Object> fields) {

    public @Nullable String id() {
        Object id = fields.get("id");
        return id == null ? null : id.toString();
    }

    public @Nullable Object get(String field) {
        return fields.get(field);
    }

    public @Nullable String text(String field) {
        Object v = fields.get(field);
        return v == null ? null : v.toString();
    }

    /** {@code data/people.json: people[3] (id "dan")}. */
    public String where() {
        String at = list + "[" + index + "]";
        String id = list.equals("statements") ? StatementIds.of(this) : id();
        String prefix = origin == null || origin.isEmpty() ? "" : origin + ": ";
        return prefix + at + (id == null ? "" : " (id \"" + id + "\")");
    }
}
