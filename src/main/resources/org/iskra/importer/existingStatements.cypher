// Stored properties of the statements of one type ({TYPE}, filled in from StatementType) that a batch is about to upsert.
UNWIND $rows AS row
MATCH (:Entity {id: row.from})-[r:{TYPE} {id: row.id}]->(:Entity {id: row.to})
RETURN r.id AS id, properties(r) AS props
