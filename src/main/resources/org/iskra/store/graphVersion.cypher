// The graph version: bumped by every write (importer/bumpVersion.cypher, importer/retract.cypher); 0 before the first.
OPTIONAL MATCH (m:Meta {key: 'graph'})
RETURN coalesce(m.version, 0) AS version
