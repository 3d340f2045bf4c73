package org.iskra.importer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iskra.facts.EntityKind;
import org.iskra.store.Cypher;
import org.iskra.store.Deadline;
import org.iskra.store.Graph;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Validates and writes batches of facts: all of a batch lands, or none of it. */
public final class FactImporter {
    private static final Logger LOG = LoggerFactory.getLogger(FactImporter.class);
    private static final Cypher KINDS_OF_IDS = Cypher.of(FactImporter.class, "kindsOfIds");
    private static final Cypher TIERS_OF_SOURCES = Cypher.of(FactImporter.class, "tiersOfSources");
    private static final Cypher COUNT_ENTITIES = Cypher.of(FactImporter.class, "countEntities");

    private final Graph graph;
    private final GraphWriter writer;
    private final Runnable afterCommit;

    public FactImporter(Graph graph) {
        this(graph, () -> {});
    }

    /** {@code afterCommit} runs after each write that committed a change (the change feed looks for it at once). */
    public FactImporter(Graph graph, Runnable afterCommit) {
        this.graph = graph;
        this.writer = new GraphWriter(graph);
        this.afterCommit = afterCommit;
    }

    /**
     * Validates against the batch and the graph, then writes (or, for a dry run, only counts), on behalf of the command
     * line.
     */
    public ImportReport importBatch(FactBatch batch, boolean dryRun) {
        return importBatch(batch, dryRun, "cli");
    }

    /**
     * Validates against the batch and the graph, then writes (or, for a dry run, only counts); {@code by} names the
     * writer.
     */
    public ImportReport importBatch(FactBatch batch, boolean dryRun, String by) {
        return importBatch(batch, dryRun, by, Map.of());
    }

    /**
     * As {@link #importBatch(FactBatch, boolean, String)}, with ids known to exist besides the graph's (a dry run of a
     * file in several batches: the earlier batches were not written).
     */
    public ImportReport importBatch(FactBatch batch, boolean dryRun, String by, Map<String, EntityKind> alsoKnown) {
        return apply(check(batch, by, alsoKnown), dryRun);
    }

    /**
     * As {@link #importBatch(FactBatch, boolean, String)} for a request: the write commits only within its time limit,
     * and logs one change per record created or updated.
     */
    public ImportReport importBatch(FactBatch batch, boolean dryRun, String by, Deadline deadline) {
        return apply(check(batch, by, Map.of()), dryRun, deadline, GraphWriter.ChangeDetail.RECORDS);
    }

    /** A batch validated against itself and the graph: its problems, or none and it is ready to write. */
    public record Checked(FactBatch batch, BatchRecord record, List<Problem> problems) {}

    /**
     * Validates a batch; {@code alsoKnown} are ids known to exist besides the graph's (the batches of a dry run, or a
     * batch being written while the next one is checked).
     */
    public Checked check(FactBatch batch, String by, Map<String, EntityKind> alsoKnown) {
        BatchRecord record = BatchRecord.start(by, batch);
        long started = System.nanoTime();
        List<Problem> problems = new FactValidator(
                        ids -> {
                            Map<String, EntityKind> kinds = new HashMap<>();
                            ids.stream().filter(alsoKnown::containsKey).forEach(id -> kinds.put(id, alsoKnown.get(id)));
                            Set<String> rest = new HashSet<>(ids);
                            rest.removeAll(kinds.keySet());
                            if (!rest.isEmpty()) {
                                kinds.putAll(kindsOf(rest));
                            }
                            return kinds;
                        },
                        this::tiersOf)
                .validate(batch);
        LOG.debug("{} records validated in {} ms", batch.size(), (System.nanoTime() - started) / 1_000_000);
        return new Checked(batch, record, problems);
    }

    /**
     * Writes a checked batch in one transaction (or, for a dry run, only counts); a batch with problems is rejected
     * whole. A bulk write: the change log gets one entry for the batch.
     */
    public ImportReport apply(Checked checked, boolean dryRun) {
        return apply(checked, dryRun, Deadline.NONE, GraphWriter.ChangeDetail.BATCH);
    }

    /** As {@link #apply(Checked, boolean)}, committing only within {@code deadline}, logged with {@code detail}. */
    public ImportReport apply(Checked checked, boolean dryRun, Deadline deadline, GraphWriter.ChangeDetail detail) {
        if (!checked.problems().isEmpty()) {
            return ImportReport.rejected(
                    checked.record().id(), dryRun, checked.batch().size(), checked.problems());
        }
        long started = System.nanoTime();
        ImportReport report = dryRun
                ? writer.plan(checked.batch(), checked.record().id())
                : writer.write(checked.batch(), checked.record(), deadline, detail);
        LOG.debug("{} records written in {} ms", checked.batch().size(), (System.nanoTime() - started) / 1_000_000);
        if (report.applied() && report.created() + report.updated() > 0 && !dryRun) {
            afterCommit.run();
        }
        return report;
    }

    /** Imports {@code dataDir} when the graph holds no entity yet; returns true when it did. */
    public boolean seedIfEmpty(Path dataDir) throws IOException {
        if (graph.readSingle(COUNT_ENTITIES, Map.of(), r -> r.get("count").asLong()) > 0) {
            return false;
        }
        if (!Files.isDirectory(dataDir)) {
            LOG.warn(
                    "The graph is empty and there is no data folder at {}; set --data or ISKRA_DATA",
                    dataDir.toAbsolutePath());
            return false;
        }
        ImportReport report = importBatch(FactReader.read(dataDir), false);
        if (!report.applied()) {
            throw new InvalidDataException(dataDir, report.problems());
        }
        LOG.info("Loaded {}: {}", dataDir, report.summary());
        return true;
    }

    private Map<String, String> tiersOf(Set<String> ids) {
        Map<String, String> tiers = new HashMap<>();
        graph.read(
                TIERS_OF_SOURCES,
                Map.of("ids", List.copyOf(ids)),
                r -> tiers.put(r.get("id").asString(), r.get("tier").asString()));
        return tiers;
    }

    private Map<String, EntityKind> kindsOf(Set<String> ids) {
        Map<String, EntityKind> kinds = new HashMap<>();
        graph.read(KINDS_OF_IDS, Map.of("ids", List.copyOf(ids)), r -> {
            for (Object label : r.get("labels").asList()) {
                EntityKind.byLabel(label.toString())
                        .ifPresent(k -> kinds.put(r.get("id").asString(), k));
            }
            return null;
        });
        return kinds;
    }

    /** The data folder does not validate; the message lists every problem. */
    public static final class InvalidDataException extends RuntimeException {
        private final List<Problem> problems;

        public InvalidDataException(Path dir, List<Problem> problems) {
            super(problems.size() + " problems in " + dir + ":\n  "
                    + String.join(
                            "\n  ", problems.stream().map(Problem::toString).toList()));
            this.problems = problems;
        }

        public List<Problem> problems() {
            return problems;
        }
    }
}
