package org.iskra.research;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iskra.facts.Field;
import org.iskra.facts.Fields;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Statement;
import org.iskra.reads.StatementStore;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.Record;

/** Dated facts of entities and statements, in chronological order. */
public final class TimelineStore {
    private static final Cypher TIMELINE = Cypher.of(TimelineStore.class, "timeline");
    /** The date fields of entities that make timeline entries. */
    static final List<String> ENTITY_FIELDS = timelineDates(Fields.ofAnyEntity());
    /** The date fields of statements that make timeline entries ({@code endBy} only bounds an end). */
    static final List<String> STATEMENT_FIELDS = timelineDates(Fields.STATEMENT.all());

    private final Graph graph;

    public TimelineStore(Graph graph) {
        this.graph = graph;
    }

    /**
     * Entries whose date interval overlaps {@code from.lo … to.hi} (either bound may be null), about any of
     * {@code involving} (null for all), by earliest day then precision (year before month before day), the first
     * {@code first}.
     */
    public List<TimelineEntry> timeline(
            @Nullable PartialDate from, @Nullable PartialDate to, @Nullable List<String> involving, int first) {
        Map<String, Object> params = new HashMap<>();
        params.put("fromLo", from == null ? null : from.lo());
        params.put("toHi", to == null ? null : to.hi());
        params.put("involving", involving);
        params.put("fields", ENTITY_FIELDS);
        params.put("statementFields", STATEMENT_FIELDS);
        params.put("periodRank", TimelineKinds.PERIOD_RANK);
        params.put("first", first);
        return graph.read(TIMELINE, params, TimelineStore::toEntry);
    }

    private static List<String> timelineDates(List<Field> fields) {
        return fields.stream().filter(Field::marksTime).map(Field::key).toList();
    }

    private static TimelineEntry toEntry(Record r) {
        PartialDate date = PartialDate.parse(r.get("text").asString());
        String field = r.get("field").asString();
        String subject = r.get("subjectName").asString();
        if (r.get("statement").isNull()) {
            TimelineKinds.Kind kind = TimelineKinds.ofEntity(r.get("label").asString(), field);
            return new TimelineEntry(
                    date,
                    kind.name(),
                    kind.label(subject, null),
                    r.get("subject").asString(),
                    null,
                    null,
                    r.get("sources").asList(v -> v.asString()));
        }
        Statement s = StatementStore.toStatement(r.get("statement"));
        TimelineKinds.Kind kind = TimelineKinds.ofStatement(s.type(), s.role(), s.ended(), field);
        return new TimelineEntry(
                date,
                kind.name(),
                kind.label(subject, r.get("objectName").asString()),
                s.fromId(),
                s.toId(),
                s,
                s.sourceIds());
    }
}
