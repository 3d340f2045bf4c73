MATCH (n:Entity)
WHERE n.id IN $ids
RETURN n
