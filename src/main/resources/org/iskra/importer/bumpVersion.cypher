// Every write bumps the graph version (used for caching reads).
MERGE (m:Meta {key: 'graph'})
SET m.version = coalesce(m.version, 0) + 1
