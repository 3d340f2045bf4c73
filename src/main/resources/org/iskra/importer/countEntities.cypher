MATCH (n:Entity)
RETURN count(n) AS count
