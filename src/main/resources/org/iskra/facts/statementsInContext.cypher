// The statements of one type ({TYPE}) whose context is $context, through the type's context index;
// the store runs it for every type at once (UNION ALL) and pages the few hundred rows in date order.
MATCH (a:Entity)-[r:{TYPE}]->(b:Entity)
USING INDEX SEEK r:{TYPE}(context)
WHERE r.context = $context
  AND ($includeRetracted OR r.retracted IS NULL)
  AND ($about IS NULL OR a.id = $about OR b.id = $about)
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
