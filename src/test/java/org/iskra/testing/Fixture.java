package org.iskra.testing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.iskra.importer.FactBatch;
import org.iskra.importer.ImportReport;

/**
 * A batch of facts for a test, built in Java rather than written as JSON in a string: every record is a map in the data
 * format ({@code data/README.md}), so a field the format gains needs no change here. Each record cites the fixture's
 * one source unless it names its own.
 *
 * <pre>{@code
 * Fixture.of()
 *         .organization("reds", "Reds", "faction")
 *         .person("lenin", "Lenin", p -> p.put("died", "1924-01-21"))
 *         .membership("lenin", "reds", m -> m.put("start", "1903").put("role", "leader"))
 *         .load();
 * }</pre>
 */
public final class Fixture {
    /** The source every record of a fixture cites unless it says otherwise. */
    public static final String SOURCE = "fixture-source";

    private final Map<String, List<Map<String, Object>>> lists = new LinkedHashMap<>();

    private Fixture() {
        add("sources", new Record(Map.of("id", SOURCE, "title", "Test source")));
    }

    /** A fixture holding only its source. */
    public static Fixture of() {
        return new Fixture();
    }

    /** One record being built: a map of the data format's fields. */
    public static final class Record {
        private final Map<String, Object> fields = new LinkedHashMap<>();

        private Record(Map<String, Object> initial) {
            fields.putAll(initial);
        }

        /** Sets a field (a value of null removes it). */
        public Record put(String key, Object value) {
            if (value == null) {
                fields.remove(key);
            } else {
                fields.put(key, value);
            }
            return this;
        }

        Map<String, Object> fields() {
            return fields;
        }
    }

    public Fixture source(String id, String title) {
        return add("sources", new Record(Map.of("id", id, "title", title)));
    }

    public Fixture person(String id, String name) {
        return person(id, name, p -> {});
    }

    public Fixture person(String id, String name, Consumer<Record> more) {
        return entity("people", id, name, more);
    }

    public Fixture organization(String id, String name, String kind) {
        return organization(id, name, kind, o -> {});
    }

    public Fixture organization(String id, String name, String kind, Consumer<Record> more) {
        return entity("organizations", id, name, o -> more.accept(o.put("kind", kind)));
    }

    public Fixture congress(String id, String name, Consumer<Record> more) {
        return entity("congresses", id, name, more);
    }

    public Fixture publication(String id, String name, Consumer<Record> more) {
        return entity("publications", id, name, more);
    }

    /** A membership of {@code person} in {@code organization} (a {@code MEMBER_OF} statement). */
    public Fixture membership(String person, String organization, Consumer<Record> more) {
        return statement("MEMBER_OF", person, organization, more);
    }

    /** A statement of {@code type} from one entity to another, with no id: the importer derives it. */
    public Fixture statement(String type, String from, String to, Consumer<Record> more) {
        Record r = new Record(Map.of("type", type, "from", from, "to", to, "sources", List.of(SOURCE)));
        more.accept(r);
        return add("statements", r);
    }

    private Fixture entity(String list, String id, String name, Consumer<Record> more) {
        Record r = new Record(Map.of("id", id, "name", name, "sources", List.of(SOURCE)));
        more.accept(r);
        return add(list, r);
    }

    private Fixture add(String list, Record r) {
        lists.computeIfAbsent(list, k -> new ArrayList<>()).add(r.fields());
        return this;
    }

    /** The fixture in the data-file shape, as a data file would hold it. */
    public String json() {
        return Json.write(lists);
    }

    /** The fixture as a batch, read as the importer reads a data file. */
    public FactBatch batch() {
        return Facts.parse(json());
    }

    /** Imports the fixture into the test database; fails the test when it does not validate. */
    public ImportReport load() {
        return Facts.load(json());
    }
}
