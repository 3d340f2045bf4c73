package org.iskra.importer;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iskra.facts.EntityKind;

/**
 * Reads facts in the data-file shape: one JSON object per file with optional lists {@code sources}, {@code people}, …
 * and {@code statements}. A folder is read file by file in name order.
 */
public final class FactReader {
    private static final ObjectMapper JSON = new ObjectMapper();

    private FactReader() {}

    /** Reads a file, or every {@code *.json} file of a folder. */
    public static FactBatch read(Path path) throws IOException {
        FactBatch batch = new FactBatch();
        for (Path file : jsonFiles(path)) {
            batch.addAll(readFile(file));
        }
        return batch;
    }

    /** A file, or the {@code *.json} and {@code *.csv} files of a folder in name order. */
    public static List<Path> jsonOrCsvFiles(Path path) throws IOException {
        if (!Files.isDirectory(path)) {
            return List.of(path);
        }
        try (Stream<Path> files = Files.list(path)) {
            return files.filter(f -> f.getFileName().toString().matches("(?i).*\\.(json|csv)$"))
                    .sorted()
                    .toList();
        }
    }

    static List<Path> jsonFiles(Path path) throws IOException {
        if (!Files.isDirectory(path)) {
            return List.of(path);
        }
        try (Stream<Path> files = Files.list(path)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList();
        }
    }

    static FactBatch readFile(Path file) throws IOException {
        String origin = file.toString();
        try {
            Object parsed = JSON.readValue(file.toFile(), Object.class);
            return fromMap(parsed, origin);
        } catch (JsonProcessingException e) {
            FactBatch batch = new FactBatch();
            String at = e.getLocation() == null
                    ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column "
                            + e.getLocation().getColumnNr();
            batch.addReadProblem(new Problem(origin, null, "not valid JSON" + at + ": " + e.getOriginalMessage()));
            return batch;
        }
    }

    /** Reads a parsed JSON object (a data file or a GraphQL {@code FactBatch} input). */
    @SuppressWarnings("unchecked")
    public static FactBatch fromMap(Object parsed, String origin) {
        FactBatch batch = new FactBatch();
        if (!(parsed instanceof Map<?, ?> root)) {
            batch.addReadProblem(new Problem(
                    origin, null, "expected a JSON object with lists such as \"people\" and \"statements\""));
            return batch;
        }
        for (Map.Entry<?, ?> entry : root.entrySet()) {
            String list = String.valueOf(entry.getKey());
            if (!(entry.getValue() instanceof List<?> items)) {
                if (entry.getValue() != null) {
                    batch.addReadProblem(new Problem(origin, list, "expected a list of records"));
                }
                continue;
            }
            var kind = EntityKind.byListName(list);
            if (kind.isEmpty() && !list.equals("statements")) {
                batch.addReadProblem(
                        new Problem(
                                origin,
                                list,
                                "unknown list; expected one of sources, people, organizations, publications, congresses, splits, events, places, statements"));
                continue;
            }
            List<FactRecord> records = new ArrayList<>();
            for (int i = 0; i < items.size(); i++) {
                Object item = items.get(i);
                if (item instanceof Map<?, ?> fields) {
                    records.add(new FactRecord(origin, list, i, (Map<String, Object>) fields));
                } else {
                    batch.addReadProblem(
                            new Problem(origin + ": " + list + "[" + i + "]", null, "expected a JSON object"));
                }
            }
            records.forEach(r -> kind.ifPresentOrElse(k -> batch.addEntity(k, r), () -> batch.addStatement(r)));
        }
        return batch;
    }
}
