// A statement by id, whatever its type.
MATCH (a:Entity)-[r]->(b:Entity)
WHERE r.id = $id
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
