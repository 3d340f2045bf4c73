package org.iskra.importer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.QuoteMode;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Field;
import org.iskra.facts.Fields;
import org.jspecify.annotations.Nullable;

/**
 * The input files of Neo4j's offline importer: per entity kind and per statement type one header file and one data
 * file, whose columns are the stored properties every record of that kind or type may carry (the catalogue,
 * {@link Fields}, with the properties derived from them, plus provenance), typed as the transactional writer stores
 * them, so the two paths give the same graph.
 */
final class AdminCsv implements AutoCloseable {
    /** Between the values of an array cell: a control character no text field holds. */
    static final char ARRAY_DELIMITER = '\u001F';

    private final Path dir;
    private final Map<String, Table> tables = new LinkedHashMap<>();

    AdminCsv(Path dir) throws IOException {
        this.dir = Files.createDirectories(dir);
    }

    /** One header + data file pair and its columns. */
    private record Table(Path header, Path data, List<String> columns, Map<String, String> types, CSVPrinter out) {}

    /**
     * Every value quoted, an absent one left empty: the importer reads an empty cell as no property and a quoted empty
     * one as the empty string. Written by Commons CSV, which the importer reads CSV with too.
     */
    private static final CSVFormat FORMAT = CSVFormat.RFC4180
            .builder()
            .setRecordSeparator('\n')
            .setQuoteMode(QuoteMode.ALL_NON_NULL)
            .get();

    /** Writes an entity's stored properties to its kind's file. */
    void node(EntityKind kind, Map<String, Object> props) {
        Table t = tables.computeIfAbsent("node-" + kind.label(), k -> open(k, nodeColumns(kind), ":ID"));
        row(t, Objects.requireNonNull(props.get("id"), "an entity without id").toString(), null, null, props);
    }

    /** Writes a statement (its id, ends and stored properties) to its type's file. */
    void relationship(String type, String from, String to, Map<String, Object> props) {
        Table t = tables.computeIfAbsent("rel-" + type, k -> open(k, relationshipColumns(), null));
        row(t, null, from, to, props);
    }

    /** The admin tool's {@code --nodes} and {@code --relationships} arguments for the files written. */
    List<String> arguments() {
        List<String> args = new ArrayList<>();
        tables.forEach((name, t) -> {
            String files = t.header() + "," + t.data();
            if (name.startsWith("node-")) {
                args.add("--nodes=Entity:" + name.substring(5) + "=" + files);
            } else if (name.startsWith("rel-")) {
                args.add("--relationships=" + name.substring(4) + "=" + files);
            } else {
                args.add("--nodes=" + name.substring(6) + "=" + files);
            }
        });
        return args;
    }

    /** A node outside the entities (the audit record, the graph version), with its properties' types. */
    void otherNode(String label, Map<String, Object> props, Map<String, String> types) {
        Table t = tables.computeIfAbsent("other-" + label, k -> open(k, types, null));
        row(t, null, null, null, props);
    }

    private Table open(String name, Map<String, String> types, @Nullable String idColumn) {
        try {
            Path header = dir.resolve(name + "-header.csv");
            Path data = dir.resolve(name + ".csv");
            List<String> columns = new ArrayList<>(types.keySet());
            List<String> headerCells = new ArrayList<>();
            if (idColumn != null) {
                headerCells.add("id:ID");
            } else if (name.startsWith("rel-")) {
                headerCells.add(":START_ID");
                headerCells.add(":END_ID");
            }
            for (String c : columns) {
                if (!(idColumn != null && c.equals("id"))) {
                    headerCells.add(c + ":" + types.get(c));
                }
            }
            Files.writeString(header, String.join(",", headerCells) + "\n", StandardCharsets.UTF_8);
            if (idColumn != null) {
                columns.remove("id");
            }
            return new Table(
                    header,
                    data,
                    columns,
                    types,
                    new CSVPrinter(Files.newBufferedWriter(data, StandardCharsets.UTF_8), FORMAT));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void row(
            Table t, @Nullable String id, @Nullable String from, @Nullable String to, Map<String, Object> props) {
        List<@Nullable String> cells = new ArrayList<>(t.columns().size() + 2);
        if (id != null) {
            cells.add(id);
        } else if (from != null) {
            cells.add(from);
            cells.add(Objects.requireNonNull(to)); // a relationship has both ends
        }
        for (String c : t.columns()) {
            Object v = props.get(c);
            if (v instanceof List<?> list) {
                cells.add(String.join(
                        String.valueOf(ARRAY_DELIMITER),
                        list.stream().map(String::valueOf).toList()));
            } else {
                cells.add(v == null ? null : v.toString());
            }
        }
        try {
            t.out().printRecord(cells);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The stored properties of an entity kind and their importer types. */
    static Map<String, String> nodeColumns(EntityKind kind) {
        return columns(Fields.of(kind));
    }

    /** The stored properties of a statement and their importer types. */
    static Map<String, String> relationshipColumns() {
        return columns(Fields.STATEMENT);
    }

    /**
     * The stored fields by name, each date followed by its bounds, then the other derived properties, then provenance.
     */
    private static Map<String, String> columns(Fields fields) {
        Map<String, String> types = new LinkedHashMap<>();
        for (Field f : fields.stored().stream()
                .sorted(Comparator.comparing(Field::key))
                .toList()) {
            types.put(f.key(), type(f));
            if (f.isDate()) {
                types.put(f.lo(), "date");
                types.put(f.hi(), "date");
            }
        }
        fields.derived()
                .forEach(d -> types.putIfAbsent(
                        d,
                        d.equals(Fields.SEARCH_TEXT) || d.equals(Fields.FORMER_IDS_TEXT)
                                ? "string"
                                : "date")); // the others are days
        types.put("addedIn", "string");
        types.put("changedIn", "string");
        return types;
    }

    private static String type(Field field) {
        return switch (field.type()) {
            case TEXT_LIST, REFERENCE_LIST -> "string[]";
            case WHOLE_NUMBER -> "int";
            case BOOLEAN -> "boolean";
            case TEXT, PARTIAL_DATE, REFERENCE -> "string";
        };
    }

    @Override
    public void close() throws IOException {
        for (Table t : tables.values()) {
            t.out().close();
        }
    }
}
