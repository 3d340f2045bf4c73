// Every current (not retracted) statement between entities, by id; retractions are history, not facts to re-import.
MATCH (a:Entity)-[r]->(b:Entity)
WHERE r.retracted IS NULL
RETURN properties(r) AS props, type(r) AS type, a.id AS from, b.id AS to
ORDER BY r.id, type(r)
