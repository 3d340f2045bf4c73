// Stored form of the statements of one type ({TYPE}, filled in from StatementType) among $ids,
// found through the type's id constraint: never by expanding an entity, since a party may have
// hundreds of thousands of members.
UNWIND $ids AS id
MATCH (a)-[r:{TYPE} {id: id}]->(b)
USING INDEX r:{TYPE}(id)
RETURN r.id AS id, a.id AS from, b.id AS to, properties(r) AS props
