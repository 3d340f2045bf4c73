package org.iskra.importer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iskra.facts.EntityKind;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Text;

/**
 * Turns a validated record into the properties stored in Neo4j: the fields as written, plus for
 * each date field its first and last possible day ({@code startLo}, {@code startHi}) so that
 * range filters use indexes, a folded {@code searchText} for name matching, and {@code whenLo}/
 * {@code whenHi}, the date an entity is sorted by.
 */
public final class StoredForm {
    /** Per kind, the date field that places an entity in time. */
    private static final Map<EntityKind, List<String>> WHEN = Map.of(
            EntityKind.PERSON, List.of("born"),
            EntityKind.ORGANIZATION, List.of("founded"),
            EntityKind.PUBLICATION, List.of("published", "firstIssue"),
            EntityKind.CONGRESS, List.of("start"),
            EntityKind.SPLIT, List.of("date"),
            EntityKind.EVENT, List.of("date"));

    private StoredForm() {}

    /** The stored properties of an entity, in a stable order. */
    public static Map<String, Object> entity(EntityKind kind, FactRecord r) {
        Map<String, Object> props = new TreeMap<>(r.fields());
        props.values().removeIf(v -> v == null || v instanceof List<?> list && list.isEmpty()); // an empty list is an absent field, as in CSV
        addDateBounds(props);
        for (String f : WHEN.getOrDefault(kind, List.of())) {
            if (r.get(f) != null) {
                PartialDate d = PartialDate.parse(r.text(f));
                props.put("whenLo", d.lo());
                props.put("whenHi", d.hi());
                break;
            }
        }
        if (kind != EntityKind.SOURCE) {
            List<String> names = new ArrayList<>();
            names.add(r.text("name"));
            names.addAll(FactValidator.strings(r.get("aliases")));
            props.put("searchText", Text.fold(String.join(" | ", names)));
        }
        return props;
    }

    /** The row for a statement: its id, type, ends and stored properties. */
    public static Map<String, Object> statement(FactRecord s) {
        Map<String, Object> props = new TreeMap<>(s.fields());
        props.values().removeIf(v -> v == null || v instanceof List<?> list && list.isEmpty()); // an empty list is an absent field, as in CSV
        props.remove("type");
        props.remove("from");
        props.remove("to");
        String id = StatementIds.of(s);
        props.put("id", id);
        addDateBounds(props);
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("id", id);
        row.put("type", s.text("type"));
        row.put("from", s.text("from"));
        row.put("to", s.text("to"));
        row.put("props", props);
        return row;
    }

    private static void addDateBounds(Map<String, Object> props) {
        Map<String, Object> bounds = new HashMap<>();
        for (String f : FieldRules.DATE_FIELDS) {
            Object v = props.get(f);
            if (v != null) {
                PartialDate d = PartialDate.parse(v.toString());
                bounds.put(f + "Lo", d.lo());
                bounds.put(f + "Hi", d.hi());
            }
        }
        props.putAll(bounds);
    }
}
