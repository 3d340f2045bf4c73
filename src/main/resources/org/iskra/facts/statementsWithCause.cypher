// The statements of one type ({TYPE}) that name $cause as what occasioned them, through the type's
// cause index (V006); the store runs it for every type that may carry a cause (UNION ALL).
MATCH (a:Entity)-[r:{TYPE}]->(b:Entity)
USING INDEX SEEK r:{TYPE}(cause)
WHERE r.cause = $cause AND r.retracted IS NULL
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
