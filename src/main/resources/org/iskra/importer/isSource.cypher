// Looked up by the unique id of entities and sources, then checked for the Source label.
OPTIONAL MATCH (s:Entity {id: $id})
RETURN s IS NOT NULL AND s:Source AS isSource
