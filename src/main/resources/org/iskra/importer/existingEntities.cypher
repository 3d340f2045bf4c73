// Stored properties of the entities among $ids (a batch is about to write them).
UNWIND $ids AS id
MATCH (n:Entity {id: id})
RETURN n.id AS id, null AS from, null AS to, properties(n) AS props
