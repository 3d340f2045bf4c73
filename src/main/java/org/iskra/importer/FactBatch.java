package org.iskra.importer;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iskra.facts.EntityKind;

/** Entities by kind and statements, as read from data files, CSV or a GraphQL {@code FactBatch}. */
public final class FactBatch {
    private final Map<EntityKind, List<FactRecord>> entities = new EnumMap<>(EntityKind.class);
    private final List<FactRecord> statements = new ArrayList<>();
    private final List<Problem> readProblems = new ArrayList<>();

    public void addEntity(EntityKind kind, FactRecord record) {
        entities.computeIfAbsent(kind, k -> new ArrayList<>()).add(record);
    }

    public void addStatement(FactRecord record) {
        statements.add(record);
    }

    /** A problem found while reading (bad JSON, unknown list name) rather than while validating. */
    public void addReadProblem(Problem problem) {
        readProblems.add(problem);
    }

    public List<FactRecord> entities(EntityKind kind) {
        return entities.getOrDefault(kind, List.of());
    }

    public Stream<Map.Entry<EntityKind, FactRecord>> allEntities() {
        return entities.entrySet().stream().flatMap(e -> e.getValue().stream().map(r -> Map.entry(e.getKey(), r)));
    }

    public List<FactRecord> statements() {
        return statements;
    }

    public List<Problem> readProblems() {
        return readProblems;
    }

    public int size() {
        return entities.values().stream().mapToInt(List::size).sum() + statements.size();
    }

    /** The distinct source ids the batch's records cite, sorted. */
    public List<String> citedSources() {
        return Stream.concat(entities.values().stream().flatMap(List::stream), statements.stream())
                .flatMap(r -> FactValidator.strings(r.get("sources")).stream())
                .distinct()
                .sorted()
                .toList();
    }

    /** Adds everything of {@code other} to this batch. */
    public void addAll(FactBatch other) {
        other.entities.forEach((k, v) -> v.forEach(r -> addEntity(k, r)));
        statements.addAll(other.statements);
        readProblems.addAll(other.readProblems);
    }
}
