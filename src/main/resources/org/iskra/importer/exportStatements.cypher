// Every statement between entities, by id.
MATCH (a:Entity)-[r]->(b:Entity)
RETURN properties(r) AS props, type(r) AS type, a.id AS from, b.id AS to
ORDER BY r.id, type(r)
