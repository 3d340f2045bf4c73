// The statements of many entities at once, one entry of $keys per entity and filter: each key names
// the entity (about), the statement types (null: listed), the direction relative to the entity
// (OUT, IN or BOTH), whether retracted statements count, the ids at the other end (null: any) and
// the grouping (null: any). Each list is sorted oldest first (undated last, then by id); only its
// part after the statement with id `after` (null: from the start), at most `first` (null: listed) is
// returned; `after` names a statement, or with `afterOther` the entity at the other end of one.
// Only the returned part is read in full, with the entity at the other end of each statement and
// the organization of its grouping, if any (so that resolving either costs no further round trip).
// Each direction has its own branch, so a congress's thousands of attendances are not tested for
// their direction one by one. {LIMIT} is "LIMIT $limit" when every key asks for at most $limit
// statements from the start (the database then keeps the first ones instead of sorting them all),
// else empty.
UNWIND $keys AS k
MATCH (n:Entity {id: k.about})
CALL (n, k) {
  CALL (n, k) {
    WITH n, k WHERE k.direction = 'OUT'
    MATCH (n)-[r]->(m:Entity)
    RETURN r, m
    UNION ALL
    WITH n, k WHERE k.direction = 'IN'
    MATCH (n)<-[r]-(m:Entity)
    RETURN r, m
    UNION ALL
    WITH n, k WHERE k.direction = 'BOTH'
    MATCH (n)-[r]-(m:Entity)
    RETURN r, m
  }
  WITH r, m
  WHERE (k.types IS NULL OR type(r) IN k.types)
    AND (k.includeRetracted OR r.retracted IS NULL)
    AND (k.others IS NULL OR m.id IN k.others)
    AND all(p IN keys(k.where) WHERE r[p] = k.where[p])
  WITH r, m
  ORDER BY coalesce(r.startLo, r.dateLo, m.whenLo), r.id
  {LIMIT}
  WITH collect(r) AS listed
  WITH listed, CASE WHEN k.after IS NULL THEN 0
                 WHEN k.afterOther THEN coalesce(head([i IN range(0, size(listed) - 1)
                   WHERE (CASE WHEN startNode(listed[i]) = n THEN endNode(listed[i]) ELSE startNode(listed[i]) END).id = k.after]) + 1, size(listed))
                 ELSE coalesce(head([i IN range(0, size(listed) - 1) WHERE listed[i].id = k.after]) + 1, size(listed)) END AS start
  UNWIND listed[start..CASE WHEN k.first IS NULL THEN size(listed) ELSE start + k.first END] AS r
  RETURN r {.*, type: type(r), from: startNode(r).id, to: endNode(r).id} AS statement,
         CASE WHEN startNode(r) = n THEN endNode(r) ELSE startNode(r) END AS other,
         CASE WHEN r.grouping IS NULL THEN null ELSE COLLECT { MATCH (g:Entity {id: r.grouping}) RETURN g } END AS grouping
}
RETURN k.key AS key, statement, other, grouping
