// Stored properties of the statements a batch is about to upsert.
UNWIND $rows AS row
MATCH (:Entity {id: row.from})-[r:$(row.type) {id: row.id}]->(:Entity {id: row.to})
RETURN r.id AS id, properties(r) AS props
