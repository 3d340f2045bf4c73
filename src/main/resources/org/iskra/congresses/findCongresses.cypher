// Congresses and conferences in chronological order.
MATCH (c:Congress)
WHERE $kind IS NULL OR c.kind = $kind
RETURN c
ORDER BY c.startLo, c.ordinal, c.id
