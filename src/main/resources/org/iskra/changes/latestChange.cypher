// The data version: the sequence number of the latest change committed (0 before the first).
OPTIONAL MATCH (m:Meta {key: 'changes'})
RETURN coalesce(m.seq, 0) AS seq
