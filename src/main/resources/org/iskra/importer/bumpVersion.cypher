// Every write bumps the graph version (used for caching reads): one of its counters (see GraphVersion).
MERGE (m:Meta {key: $key})
SET m.version = coalesce(m.version, 0) + 1
