package org.iskra.facts;

import java.util.List;
import java.util.Map;

/** Typed reads of a node's or relationship's property map, as returned by the driver. */
public record Props(Map<String, Object> map) {

    public String str(String key) {
        Object v = map.get(key);
        return v == null ? null : v.toString();
    }

    public List<String> strings(String key) {
        Object v = map.get(key);
        if (v instanceof List<?> list) {
            return list.stream().map(String::valueOf).toList();
        }
        return List.of();
    }

    public PartialDate date(String key) {
        return PartialDate.parseNullable(str(key));
    }

    public Integer integer(String key) {
        Object v = map.get(key);
        return v instanceof Number n ? n.intValue() : null;
    }

    public boolean flag(String key) {
        return Boolean.TRUE.equals(map.get(key));
    }

    /** A GraphQL enum name ({@code EDITORIAL_BOARD}) as the lowercase data value it stands for ({@code editorial-board}); null stays null. */
    public static String dataValue(String enumName) {
        return enumName == null ? null : enumName.toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** A lowercase data value ({@code editorial-board}) as a GraphQL enum name ({@code EDITORIAL_BOARD}). */
    public String enumName(String key, String fallback) {
        String v = str(key);
        return v == null ? fallback : v.toUpperCase(java.util.Locale.ROOT).replace('-', '_');
    }
}
