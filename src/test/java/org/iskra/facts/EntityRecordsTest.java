package org.iskra.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Each kind's record holds exactly the fields the catalogue ({@link Fields}) gives the kind: a field added to the
 * catalogue and not to the record (or the other way round) fails here, so the two declarations cannot drift. A
 * component names its field by the field's key, a reference by the key and {@code Id} ({@code birthPlaceId}), a list of
 * references by the singular and {@code Ids} ({@code sourceIds}).
 */
class EntityRecordsTest {
    /** What a stored entity carries but its record leaves out: provenance of the text, and ids it had before. */
    private static final Set<String> NOT_ON_RECORDS = Set.of(Field.QUOTE.key(), Field.FORMER_IDS.key());

    @Test
    void everyKindsRecordHoldsTheCataloguesFieldsOfTheKind() {
        for (EntityKind kind : EntityKind.values()) {
            Entity sample = kind.toRecord(new Props(Map.of("id", "x")));
            Set<String> expected = new TreeSet<>(Fields.of(kind).keys());
            expected.removeAll(NOT_ON_RECORDS);
            if (kind == EntityKind.SOURCE) {
                expected.removeAll(
                        Set.of(Field.NAME.key(), Field.ALIASES.key(), Field.DESCRIPTION.key(), Field.NOTE.key()));
            }
            Set<String> components = Arrays.stream(sample.getClass().getRecordComponents())
                    .map(RecordComponent::getName)
                    .map(component -> fieldKey(component, expected))
                    .collect(Collectors.toCollection(TreeSet::new));
            assertEquals(expected, components, kind + ": the record's components against the catalogue's fields");
        }
    }

    /** The key of the field a component holds: its own name, or by the naming rules above and {@code …Count}. */
    private static String fieldKey(String component, Set<String> keys) {
        if (keys.contains(component)) {
            return component;
        }
        if (component.endsWith("Count")) {
            return component.substring(0, component.length() - "Count".length()) + "s";
        }
        if (component.endsWith("Ids")) {
            return component.substring(0, component.length() - "Ids".length()) + "s";
        }
        return component.endsWith("Id") && !component.equals("id")
                ? component.substring(0, component.length() - "Id".length())
                : component;
    }
}
