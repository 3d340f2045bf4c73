package org.iskra.importer;

import java.io.BufferedReader;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.iskra.facts.EntityKind;
import org.jspecify.annotations.Nullable;

/**
 * The {@code import} command: JSON fact files (each in one transaction) and CSV files streamed in batches of
 * {@code batchSize} records, each batch validated and written in its own transaction, so memory stays bounded and a
 * crash leaves whole batches; re-running completes the import, since every record is upserted by id.
 */
public final class BulkImport {
    private final FactImporter importer;
    private final int batchSize;
    private final boolean dryRun;
    private final Progress progress;

    /** {@code progressOut} shows a progress bar for inputs over a megabyte (null: none). */
    public BulkImport(FactImporter importer, int batchSize, boolean dryRun, @Nullable PrintStream progressOut) {
        this.importer = importer;
        this.batchSize = batchSize;
        this.dryRun = dryRun;
        this.progress = new Progress(progressOut);
    }

    /** The totals of a run: statements and entities created, updated, unchanged, and the problems found. */
    public record Totals(
            long created,
            long updated,
            long unchanged,
            long rejected,
            List<Problem> problems,
            long records,
            double seconds) {
        public double recordsPerSecond() {
            return seconds == 0 ? 0 : records / seconds;
        }

        public String summary() {
            return String.format(
                    "%s: %,d created, %,d updated, %,d unchanged, %,d rejected; %,d records in %.1f s (%,.0f records/s)",
                    problems.isEmpty() ? "imported" : "stopped",
                    created,
                    updated,
                    unchanged,
                    rejected,
                    records,
                    seconds,
                    recordsPerSecond());
        }
    }

    /** What a run has counted so far: records created, updated, unchanged and rejected, and records read. */
    private record Counts(long created, long updated, long unchanged, long rejected, long records) {
        static final Counts NONE = new Counts(0, 0, 0, 0, 0);

        Counts plus(ImportReport report, int batchRecords) {
            return new Counts(
                    created + report.created(),
                    updated + report.updated(),
                    unchanged + report.unchanged(),
                    rejected + report.rejected(),
                    records + batchRecords);
        }
    }

    /** The state of one run: its counts, the problems found and the ids of the records seen so far. */
    private static final class Run {
        private final long started = System.nanoTime();
        private final List<Problem> problems = new ArrayList<>();
        private final Map<String, EntityKind> seen = new ConcurrentHashMap<>();
        private Counts counts = Counts.NONE;

        Totals totals() {
            return new Totals(
                    counts.created(),
                    counts.updated(),
                    counts.unchanged(),
                    counts.rejected(),
                    problems,
                    counts.records(),
                    (System.nanoTime() - started) / 1e9);
        }
    }

    public Totals run(List<Path> paths) throws IOException {
        Run run = new Run();
        for (Path path : paths) {
            for (Path file : inLoadOrder(FactReader.jsonOrCsvFiles(path))) {
                if (!importFile(file, run)) {
                    return run.totals();
                }
            }
        }
        return run.totals();
    }

    private boolean importFile(Path file, Run run) throws IOException {
        if (file.toString().toLowerCase().endsWith(".csv")) {
            return importCsv(file, run);
        }
        FactBatch batch = FactReader.read(file);
        return add(importer.importBatch(batch, dryRun, "cli", run.seen), run, batch);
    }

    /**
     * JSON files first, then CSV entity files (sources first), then CSV statement files, so references exist before
     * use.
     */
    public static List<Path> inLoadOrder(List<Path> files) {
        return files.stream()
                .sorted(Comparator.comparingInt(BulkImport::rank).thenComparing(Path::toString))
                .toList();
    }

    private static int rank(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".csv")) {
            return 0;
        }
        return EntityKind.byListName(name.replace(".csv", ""))
                .map(k -> 1 + k.ordinal())
                .orElse(100);
    }

    /**
     * Streams a CSV file in batches; the next batch is read and validated on a second thread while the current one is
     * written (its entities count as known to the next one's validation: if it fails, the import stops before the next
     * one is written).
     */
    private boolean importCsv(Path file, Run run) throws IOException {
        long size = Files.size(file);
        try (CountingStream bytes = new CountingStream(Files.newInputStream(file));
                BufferedReader reader =
                        new BufferedReader(new InputStreamReader(bytes, StandardCharsets.UTF_8), 1 << 16);
                ExecutorService ahead = Executors.newSingleThreadExecutor(
                        Thread.ofPlatform().name("import-read-ahead").daemon().factory())) {
            CsvFacts csv = CsvFacts.open(file.toString(), reader);
            progress.start(file.getFileName().toString(), size, run.counts.records());
            Future<FactImporter.Checked> next = ahead.submit(() -> readAndCheck(csv, run.seen, Map.of()));
            while (true) {
                FactImporter.Checked current = await(next);
                FactBatch batch = current.batch();
                if (batch.size() == 0 && batch.readProblems().isEmpty()) {
                    progress.finish();
                    return true;
                }
                Map<String, EntityKind> inFlight = entitiesOf(batch);
                next = ahead.submit(() -> readAndCheck(csv, run.seen, inFlight));
                if (!add(importer.apply(current, dryRun), run, batch)) {
                    next.cancel(true);
                    progress.finish();
                    return false;
                }
                progress.update(run.counts.records(), bytes.count());
            }
        }
    }

    private FactImporter.Checked readAndCheck(
            CsvFacts csv, Map<String, EntityKind> seen, Map<String, EntityKind> inFlight) throws IOException {
        FactBatch batch = csv.nextBatch(batchSize);
        Map<String, EntityKind> known = inFlight.isEmpty() ? seen : new Union(seen, inFlight);
        return importer.check(batch, "cli", known);
    }

    private static Map<String, EntityKind> entitiesOf(FactBatch batch) {
        Map<String, EntityKind> ids = new HashMap<>();
        batch.allEntities().forEach(e -> ids.put(e.getValue().id(), e.getKey()));
        return ids;
    }

    private static FactImporter.Checked await(Future<FactImporter.Checked> next) throws IOException {
        try {
            return next.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("import interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Two id maps read as one (the validator only looks ids up). */
    private static final class Union extends AbstractMap<String, EntityKind> {
        private final Map<String, EntityKind> first;
        private final Map<String, EntityKind> second;

        Union(Map<String, EntityKind> first, Map<String, EntityKind> second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public boolean containsKey(Object key) {
            return first.containsKey(key) || second.containsKey(key);
        }

        @Override
        public @Nullable EntityKind get(@Nullable Object key) {
            EntityKind kind = first.get(key);
            return kind != null ? kind : second.get(key);
        }

        @Override
        public Set<Entry<String, EntityKind>> entrySet() {
            throw new UnsupportedOperationException("only lookups");
        }
    }

    private boolean add(ImportReport report, Run run, FactBatch batch) {
        run.counts = run.counts.plus(report, batch.size());
        run.problems.addAll(report.problems());
        if (dryRun) {
            batch.allEntities().forEach(e -> run.seen.put(e.getValue().id(), e.getKey()));
        }
        return report.problems().isEmpty();
    }

    /** Counts the bytes read, for the progress bar. */
    private static final class CountingStream extends FilterInputStream {
        private long count;

        CountingStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            count += b >= 0 ? 1 : 0;
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            count += Math.max(n, 0);
            return n;
        }

        long count() {
            return count;
        }
    }

    /** A one-line progress bar (records, records/s, percentage, ETA) for inputs over a megabyte. */
    static final class Progress {
        private final @Nullable PrintStream out;
        private @Nullable String name;
        private long size;
        private long started;
        private long recordsBefore;
        private boolean shown;

        Progress(@Nullable PrintStream out) {
            this.out = out;
        }

        void start(String fileName, long bytes, long recordsSoFar) {
            name = fileName;
            size = bytes;
            recordsBefore = recordsSoFar;
            started = System.nanoTime();
            shown = false;
        }

        void update(long records, long bytesRead) {
            if (out == null || size < 1_000_000) {
                return;
            }
            double seconds = Math.max((System.nanoTime() - started) / 1e9, 1e-3);
            double fraction = Math.min(1.0, (double) bytesRead / size);
            double eta = fraction == 0 ? 0 : seconds / fraction - seconds;
            out.printf(
                    "\r%s %3.0f%%  %,d records  %,.0f records/s  ETA %.0f s   ",
                    name, fraction * 100, records, (records - recordsBefore) / seconds, eta);
            shown = true;
        }

        void finish() {
            if (shown && out != null) { // shown only with an out
                out.println();
            }
        }
    }
}
