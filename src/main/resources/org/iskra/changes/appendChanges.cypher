// Appends a write's changes to the log, numbered after the last one. It runs last in the write's
// transaction: the first SET takes the counter's lock before the sequence is read, and the lock is
// held until the commit, so numbers follow commit order without gaps (a write rolled back gives its
// numbers back) and every write waits for the counter only during the commits before it.
MERGE (m:Meta {key: 'changes'})
SET m.seq = coalesce(m.seq, 0)
WITH m
SET m.seq = m.seq + size($changes)
WITH m.seq - size($changes) AS base
UNWIND range(0, size($changes) - 1) AS i
WITH base + i + 1 AS seq, $changes[i] AS c
CREATE (:Change {seq: seq, kind: c.kind, subject: c.subject, type: c.type, from: c.from, to: c.to, batch: $batch, by: $by, at: $at,
                 created: c.created, updated: c.updated, unchanged: c.unchanged, ids: c.ids})
RETURN max(seq) AS last
