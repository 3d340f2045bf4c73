OPTIONAL MATCH (s:Source {id: $id})
RETURN s IS NOT NULL AS isSource
