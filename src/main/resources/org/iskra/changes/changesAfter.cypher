// A page of the change log after a sequence number, in order, optionally of some kinds only.
MATCH (c:Change)
WHERE c.seq > $after AND ($kinds IS NULL OR c.kind IN $kinds)
RETURN c
ORDER BY c.seq
LIMIT $limit
