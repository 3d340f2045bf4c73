// The statements of each entity in $ids, oldest first (undated last), filtered by type and direction.
UNWIND $ids AS about
MATCH (n:Entity {id: about})-[r]-(m:Entity)
WHERE ($types IS NULL OR type(r) IN $types)
  AND ($direction = 'BOTH'
    OR ($direction = 'OUT' AND startNode(r) = n)
    OR ($direction = 'IN' AND endNode(r) = n))
  AND ($includeRetracted OR r.retracted IS NULL)
RETURN about,
       r {.*, type: type(r), from: startNode(r).id, to: endNode(r).id} AS statement
ORDER BY about, coalesce(r.startLo, r.dateLo, m.whenLo), r.id
