package org.iskra.importer;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Field;
import org.iskra.facts.StatementType;
import org.jspecify.annotations.Nullable;

/**
 * Facts in CSV: one file per entity kind ({@code people.csv}, {@code organizations.csv}, …) or per statement type
 * ({@code member_of.csv}, {@code authored.csv}, …, or {@code statements.csv} with a {@code type} column). The header
 * names the fields of the data format, each cell read as its {@link Field.Type}: lists ({@code aliases},
 * {@code sources}) are separated by {@code |}; an empty cell is an absent field.
 */
public final class CsvFacts {

    private final String origin;
    private final String list;
    private final @Nullable EntityKind kind;
    private final @Nullable String type;
    private final CsvRows rows;
    private final List<String> header;
    private int index;

    private CsvFacts(
            String origin,
            String list,
            @Nullable EntityKind kind,
            @Nullable String type,
            CsvRows rows,
            List<String> header) {
        this.origin = origin;
        this.list = list;
        this.kind = kind;
        this.type = type;
        this.rows = rows;
        this.header = header;
    }

    /** Opens a CSV file whose name says what it holds; fails with a message naming the accepted names. */
    public static CsvFacts open(String fileName, BufferedReader in) throws IOException {
        String stem =
                fileName.replaceFirst("(?i)\\.csv$", "").replaceFirst(".*/", "").toLowerCase(Locale.ROOT);
        Optional<EntityKind> kind = EntityKind.byListName(stem);
        Optional<StatementType> type = StatementType.parse(stem.toUpperCase(Locale.ROOT));
        if (kind.isEmpty() && type.isEmpty() && !stem.equals("statements")) {
            throw new IOException(
                    fileName + ": the file name must be an entity list (people.csv, organizations.csv, …), "
                            + "a statement type (member_of.csv, authored.csv, …) or statements.csv");
        }
        CsvRows rows = new CsvRows(in);
        List<String> header = rows.next();
        if (header == null) {
            throw new IOException(fileName + ": empty file; the first line must name the columns");
        }
        return new CsvFacts(
                fileName,
                kind.isPresent() ? stem : "statements",
                kind.orElse(null),
                type.map(Enum::name).orElse(null),
                rows,
                header.stream().map(String::strip).toList());
    }

    /** Reads up to {@code max} records into a new batch; an empty batch means the end of the file. */
    public FactBatch nextBatch(int max) throws IOException {
        FactBatch batch = new FactBatch();
        for (int n = 0; n < max; n++) {
            List<String> cells = rows.next();
            if (cells == null) {
                break;
            }
            if (cells.size() == 1 && cells.getFirst().isBlank()) {
                continue;
            }
            FactRecord record = new FactRecord(origin + " line " + rows.line(), list, index++, fields(cells));
            if (cells.size() != header.size()) {
                batch.addReadProblem(
                        Problem.of(record, null, "has " + cells.size() + " cells but the header has " + header.size()));
            } else if (kind != null) {
                batch.addEntity(kind, record);
            } else {
                batch.addStatement(record);
            }
        }
        return batch;
    }

    private Map<String, Object> fields(List<String> cells) {
        Map<String, Object> fields = new HashMap<>();
        if (type != null) {
            fields.put("type", type);
        }
        for (int i = 0; i < Math.min(cells.size(), header.size()); i++) {
            String name = header.get(i);
            String cell = cells.get(i);
            if (cell.isEmpty()) {
                continue;
            }
            fields.put(name, value(name, cell));
        }
        return fields;
    }

    /** The cell as its field's type, or as it is (a column of no field, a malformed value: validation names them). */
    private static Object value(String name, String cell) {
        Field.Type type = Field.byKey(name).map(Field::type).orElse(Field.Type.TEXT);
        if (type == Field.Type.TEXT_LIST || type == Field.Type.REFERENCE_LIST) {
            List<String> items = new ArrayList<>();
            for (String item : cell.split("\\|")) {
                if (!item.isBlank()) {
                    items.add(item.strip());
                }
            }
            return items;
        }
        if (type == Field.Type.BOOLEAN) {
            return switch (cell.strip()) {
                case "true" -> Boolean.TRUE;
                case "false" -> Boolean.FALSE;
                default -> cell;
            };
        }
        if (type == Field.Type.WHOLE_NUMBER) {
            try {
                return Integer.parseInt(cell.strip());
            } catch (NumberFormatException e) {
                return cell;
            }
        }
        return cell;
    }
}
