// All statements (optionally of some types, optionally touching one entity), oldest first.
MATCH (a:Entity)-[r]->(b:Entity)
WHERE ($types IS NULL OR type(r) IN $types)
  AND ($about IS NULL OR a.id = $about OR b.id = $about)
  AND ($includeRetracted OR r.retracted IS NULL)
WITH a, r, b
ORDER BY coalesce(r.startLo, r.dateLo), r.id
WITH collect(r {.*, type: type(r), from: a.id, to: b.id}) AS rows
RETURN size(rows) AS total, rows[$skip..$skip + $limit] AS page
