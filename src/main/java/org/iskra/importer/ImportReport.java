package org.iskra.importer;

import java.util.List;

/**
 * What an import did (or, in a dry run, would do): counts of records created, updated, unchanged and rejected, the
 * problems that caused rejections, and the batch id the writes are tagged with.
 */
public record ImportReport(
        String batchId,
        boolean dryRun,
        boolean applied,
        int created,
        int updated,
        int unchanged,
        int rejected,
        List<Problem> problems) {

    public static ImportReport rejected(String batchId, boolean dryRun, int size, List<Problem> problems) {
        return new ImportReport(batchId, dryRun, false, 0, 0, 0, size, problems);
    }

    public String summary() {
        String verb = applied ? "imported" : dryRun && problems.isEmpty() ? "would import" : "rejected";
        return verb + ": " + created + " created, " + updated + " updated, " + unchanged + " unchanged, " + rejected
                + " rejected" + (problems.isEmpty() ? "" : " (" + problems.size() + " problems)");
    }
}
