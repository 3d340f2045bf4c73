// The statements of many entities at once, one entry of $keys per entity and filter: each key names
// the entity (about), the statement types (null: listed), the direction relative to the entity
// (OUT, IN or BOTH), whether retracted statements count, the ids at the other end (null: any) and
// the grouping (null: any). Each list is sorted oldest first (undated last, then by id); only its
// part after the statement with id `after` (null: from the start), at most `first` (null: listed) is
// returned; `after` names a statement, or with `afterOther` the entity at the other end of one.
// Only the returned part is read in full, with the entity at the other end of each statement.
UNWIND $keys AS k
MATCH (n:Entity {id: k.about})
CALL (n, k) {
  MATCH (n)-[r]-(m:Entity)
  WHERE (k.types IS NULL OR type(r) IN k.types)
    AND (k.direction = 'BOTH'
      OR (k.direction = 'OUT' AND startNode(r) = n)
      OR (k.direction = 'IN' AND endNode(r) = n))
    AND (k.includeRetracted OR r.retracted IS NULL)
    AND (k.others IS NULL OR m.id IN k.others)
    AND (k.grouping IS NULL OR r.grouping = k.grouping)
  WITH r, m
  ORDER BY coalesce(r.startLo, r.dateLo, m.whenLo), r.id
  WITH collect(r) AS listed
  WITH listed, CASE WHEN k.after IS NULL THEN 0
                 WHEN k.afterOther THEN coalesce(head([i IN range(0, size(listed) - 1)
                   WHERE (CASE WHEN startNode(listed[i]) = n THEN endNode(listed[i]) ELSE startNode(listed[i]) END).id = k.after]) + 1, size(listed))
                 ELSE coalesce(head([i IN range(0, size(listed) - 1) WHERE listed[i].id = k.after]) + 1, size(listed)) END AS start
  UNWIND listed[start..CASE WHEN k.first IS NULL THEN size(listed) ELSE start + k.first END] AS r
  RETURN r {.*, type: type(r), from: startNode(r).id, to: endNode(r).id} AS statement,
         CASE WHEN startNode(r) = n THEN endNode(r) ELSE startNode(r) END AS other
}
RETURN k.key AS key, statement, other
