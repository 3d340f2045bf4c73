package org.iskra.facts;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Typed reads of a node's or relationship's property map, as returned by the driver. The records of the model read
 * their fields by the catalogue's {@link Field} (its key and nothing else), so a field's name is written once; the
 * string forms serve the properties that are not fields of the data format (provenance, derived bounds).
 */
public record Props(Map<String, Object> map) {

    public @Nullable String str(Field field) {
        return str(field.key());
    }

    public String required(Field field) {
        return required(field.key());
    }

    public List<String> strings(Field field) {
        return strings(field.key());
    }

    public @Nullable PartialDate date(Field field) {
        return date(field.key());
    }

    public @Nullable Integer integer(Field field) {
        return integer(field.key());
    }

    public boolean flag(Field field) {
        return flag(field.key());
    }

    public @Nullable String enumName(Field field) {
        return enumName(field.key());
    }

    public String enumName(Field field, String fallback) {
        return enumName(field.key(), fallback);
    }

    public @Nullable String str(String key) {
        Object v = map.get(key);
        return v == null ? null : v.toString();
    }

    /**
     * A property every stored record carries ({@code id}, which every projection keeps); its absence is a broken graph.
     */
    public String required(String key) {
        return Objects.requireNonNull(str(key), () -> "no " + key + " property");
    }

    public List<String> strings(String key) {
        Object v = map.get(key);
        if (v instanceof List<?> list) {
            return list.stream().map(String::valueOf).toList();
        }
        return List.of();
    }

    public @Nullable PartialDate date(String key) {
        return PartialDate.parseNullable(str(key));
    }

    public @Nullable Integer integer(String key) {
        Object v = map.get(key);
        return v instanceof Number n ? n.intValue() : null;
    }

    public boolean flag(String key) {
        return Boolean.TRUE.equals(map.get(key));
    }

    /**
     * A GraphQL enum name ({@code EDITORIAL_BOARD}) as the lowercase data value it stands for
     * ({@code editorial-board}); null stays null.
     */
    public static @Nullable String dataValue(@Nullable String enumName) {
        return enumName == null ? null : enumName.toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * A lowercase data value ({@code editorial-board}) as a GraphQL enum name ({@code EDITORIAL_BOARD}); null when
     * absent.
     */
    public @Nullable String enumName(String key) {
        String v = str(key);
        return v == null ? null : v.toUpperCase(Locale.ROOT).replace('-', '_');
    }

    /** As {@link #enumName(String)}, {@code fallback} when absent. */
    public String enumName(String key, String fallback) {
        String v = enumName(key);
        return v == null ? fallback : v;
    }
}
