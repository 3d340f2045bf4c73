// Stored properties of the entities a batch is about to upsert.
UNWIND $rows AS row
MATCH (n:Entity {id: row.id})
RETURN n.id AS id, properties(n) AS props
