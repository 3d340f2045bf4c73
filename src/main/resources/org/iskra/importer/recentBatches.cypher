MATCH (b:ImportBatch)
RETURN b
ORDER BY b.at DESC
LIMIT $first
