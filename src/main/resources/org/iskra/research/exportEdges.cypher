// Statements that are not retracted for the research exports: all of them or those between two
// entities of $ids, by id.
MATCH (a:Entity)-[r]->(b:Entity)
WHERE r.retracted IS NULL AND ($ids IS NULL OR (a.id IN $ids AND b.id IN $ids))
RETURN r.id AS id, type(r) AS type, a.id AS from, b.id AS to, properties(r) AS props
ORDER BY id, type
