// Tiers of the sources among $ids that already exist and have one (for a batch citing stored sources).
MATCH (n:Entity)
WHERE n.id IN $ids AND n:Source AND n.tier IS NOT NULL
RETURN n.id AS id, n.tier AS tier
