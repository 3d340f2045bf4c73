// The graph version: the sum of the counters every write bumps (importer/GraphVersion,
// importer/bumpVersion.cypher, importer/retract.cypher); 0 before the first write.
MATCH (m:Meta)
WHERE m.key = 'graph' OR m.key STARTS WITH 'graph/'
RETURN coalesce(sum(m.version), 0) AS version
