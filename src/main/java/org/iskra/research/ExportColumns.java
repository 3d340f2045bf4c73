package org.iskra.research;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Field;
import org.iskra.facts.Fields;
import org.jspecify.annotations.Nullable;

/**
 * The columns of the tabular exports (CSV, and the GraphML keys), the same for both: the id, ends and {@code label}
 * (the name of an entity or the type of a statement: the column Gephi and Cytoscape show), then the fields of the
 * catalogue that are columns ({@link Field#isColumn()}), in its order. Lists (aliases, sources) are joined with
 * {@code "; "}.
 */
final class ExportColumns {
    /** A column: its name and how to read its text from a row (null when empty). */
    record Column<T>(String name, Function<T, @Nullable Object> value) {
        @Nullable
        String text(T row) {
            return ExportColumns.text(value.apply(row));
        }
    }

    /** The fields of the exported entities (all kinds but sources) that are columns. */
    static final List<String> NODE_FIELDS =
            columnsOf(Fields.union(EnumSet.complementOf(EnumSet.of(EntityKind.SOURCE))));

    static final List<String> EDGE_FIELDS = columnsOf(Fields.STATEMENT.all());

    static final List<Column<ExportGraph.Node>> NODES = nodeColumns();
    static final List<Column<ExportGraph.Edge>> EDGES = edgeColumns();

    private ExportColumns() {}

    private static List<Column<ExportGraph.Node>> nodeColumns() {
        List<Column<ExportGraph.Node>> columns = new ArrayList<>(List.of(
                new Column<ExportGraph.Node>("id", ExportGraph.Node::id),
                new Column<ExportGraph.Node>("label", n -> n.fields().get("name")),
                new Column<ExportGraph.Node>("type", ExportGraph.Node::type)));
        NODE_FIELDS.forEach(f -> columns.add(new Column<>(f, n -> n.fields().get(f))));
        return List.copyOf(columns);
    }

    private static List<Column<ExportGraph.Edge>> edgeColumns() {
        List<Column<ExportGraph.Edge>> columns = new ArrayList<>(List.of(
                new Column<ExportGraph.Edge>("id", ExportGraph.Edge::id),
                new Column<ExportGraph.Edge>("source", ExportGraph.Edge::from),
                new Column<ExportGraph.Edge>("target", ExportGraph.Edge::to),
                new Column<ExportGraph.Edge>("label", ExportGraph.Edge::type)));
        EDGE_FIELDS.forEach(f -> columns.add(new Column<>(f, e -> e.fields().get(f))));
        return List.copyOf(columns);
    }

    private static List<String> columnsOf(List<Field> fields) {
        return fields.stream().filter(Field::isColumn).map(Field::key).toList();
    }

    static @Nullable String text(@Nullable Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof List<?> list) {
            return list.stream().map(String::valueOf).collect(Collectors.joining("; "));
        }
        return value.toString();
    }
}
