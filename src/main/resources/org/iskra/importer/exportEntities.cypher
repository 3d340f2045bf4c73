// Every entity of one kind, by id.
MATCH (n:Entity)
WHERE $label IN labels(n)
RETURN properties(n) AS props
ORDER BY n.id
