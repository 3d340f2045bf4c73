package org.iskra.importer;

import org.jspecify.annotations.Nullable;

/** What is wrong with a record: where (file, list, index, id), which field, and what is expected. */
public record Problem(String where, @Nullable String field, String message) {

    static Problem of(FactRecord record, @Nullable String field, String message) {
        return new Problem(record.where(), field, message);
    }

    /** The GraphQL name of {@link #where()}. */
    public String path() {
        return where;
    }

    @Override
    public String toString() {
        return where + (field == null ? "" : ": field \"" + field + "\"") + ": " + message;
    }
}
