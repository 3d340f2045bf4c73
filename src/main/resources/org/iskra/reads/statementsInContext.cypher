// The statements of one type ({TYPE}) whose context is one of $contexts, through the type's context
// index; the store runs it for every type at once (UNION ALL) and sorts the few hundred rows of each
// context in date order.
MATCH (a:Entity)-[r:{TYPE}]->(b:Entity)
USING INDEX SEEK r:{TYPE}(context)
WHERE r.context IN $contexts
  AND ($includeRetracted OR r.retracted IS NULL)
  AND ($about IS NULL OR a.id = $about OR b.id = $about)
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
