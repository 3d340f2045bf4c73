// The audit record of a write that changed something.
CREATE (b:ImportBatch {id: $id, at: $at, by: $by, sources: $sources,
                       created: $created, updated: $updated, unchanged: $unchanged})
