package org.iskra.importer;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** The audit record of one write: its id, when, by whom (token name or {@code cli}), and the sources it cites. */
public record BatchRecord(String id, Instant at, String by, List<String> sourceIds) {

    public static BatchRecord start(String by, FactBatch batch) {
        return new BatchRecord("batch-" + UUID.randomUUID(), Instant.now(), by, batch.citedSources());
    }

    Map<String, Object> params(int created, int updated, int unchanged) {
        Map<String, Object> p = new HashMap<>();
        p.put("id", id);
        p.put("at", at.toString());
        p.put("by", by);
        p.put("sources", sourceIds);
        p.put("created", created);
        p.put("updated", updated);
        p.put("unchanged", unchanged);
        return p;
    }
}
