package org.iskra.importer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Field;
import org.iskra.facts.Fields;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Text;

/**
 * Turns a validated record into the properties stored in Neo4j: the fields as written, plus the properties the
 * catalogue ({@link Fields#derived()}) derives from them: for each date field its first and last possible day
 * ({@code startLo}, {@code startHi}) so that range filters use indexes, a folded {@code searchText} for name matching,
 * and {@code whenLo}/{@code whenHi}, the date an entity is sorted by.
 */
public final class StoredForm {
    private StoredForm() {}

    /** The stored properties of an entity, in a stable order. */
    public static Map<String, Object> entity(EntityKind kind, FactRecord r) {
        Fields fields = Fields.of(kind);
        Map<String, Object> props = new TreeMap<>(r.fields());
        props.values()
                .removeIf(v -> v == null
                        || v instanceof List<?> list && list.isEmpty()); // an empty list is an absent field, as in CSV
        addDateBounds(fields, props);
        for (Field f : fields.placedBy()) {
            if (r.get(f.key()) != null) {
                PartialDate d = PartialDate.parse(r.text(f.key()));
                props.put(Fields.WHEN_LO, d.lo());
                props.put(Fields.WHEN_HI, d.hi());
                break;
            }
        }
        if (fields.derived().contains(Fields.SEARCH_TEXT)) {
            List<String> names = new ArrayList<>();
            names.add(r.text(Objects.requireNonNull(fields.name(), "an entity kind has a name field")
                    .key()));
            names.addAll(FactValidator.strings(r.get(Field.ALIASES.key())));
            props.put(Fields.SEARCH_TEXT, Text.fold(String.join(" | ", names)));
        }
        List<String> formerIds = FactValidator.strings(r.get(Field.FORMER_IDS.key()));
        if (!formerIds.isEmpty()) {
            props.put(Fields.FORMER_IDS_TEXT, "|" + String.join("|", formerIds) + "|");
        }
        return props;
    }

    /** The row for a statement: its id, type, ends and stored properties. */
    public static Map<String, Object> statement(FactRecord s) {
        Map<String, Object> props = new TreeMap<>(s.fields());
        props.values()
                .removeIf(v -> v == null
                        || v instanceof List<?> list && list.isEmpty()); // an empty list is an absent field, as in CSV
        Fields.SHAPE.forEach(f -> props.remove(f.key()));
        String id = StatementIds.of(s);
        props.put("id", id);
        addDateBounds(Fields.STATEMENT, props);
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("id", id);
        row.put("type", s.text("type"));
        row.put("from", s.text("from"));
        row.put("to", s.text("to"));
        row.put("props", props);
        return row;
    }

    /** A value every row carries ({@code id}, {@code type}, {@code from}, {@code to}, {@code props}). */
    static Object required(Map<String, Object> row, String key) {
        return Objects.requireNonNull(row.get(key), () -> "a row without " + key);
    }

    private static void addDateBounds(Fields fields, Map<String, Object> props) {
        for (Field f : fields.dates()) {
            Object v = props.get(f.key());
            if (v != null) {
                PartialDate d = PartialDate.parse(v.toString());
                props.put(f.lo(), d.lo());
                props.put(f.hi(), d.hi());
            }
        }
    }
}
