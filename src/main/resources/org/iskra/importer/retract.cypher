// Retraction of a statement of one type ({TYPE}), found through the type's id constraint, keeps the
// statement and records who, when, why and on which source; a write bumps the graph version (one
// of its counters, see GraphVersion).
MATCH (a:Entity)-[r:{TYPE} {id: $id}]->(b:Entity)
SET r.retracted = true, r.retractedAt = $at, r.retractedBy = $by, r.retractedReason = $reason, r.retractedSource = $source
WITH a, r, b
MERGE (m:Meta {key: $versionKey})
SET m.version = coalesce(m.version, 0) + 1
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
