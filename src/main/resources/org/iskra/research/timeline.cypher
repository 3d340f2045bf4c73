// Dated facts: each date field of an entity ($fields: born, founded, start…) and of a statement that
// is not retracted ($statementFields: start, end, date). Kept when the date's interval overlaps $fromLo … $toHi
// and, with $involving, when the entity (or either end of the statement) is one of them. Sorted by
// earliest day, then less precise first (a year before a month before a day), then subject; one
// record's beginning before its end when both fall on the same date ($periodRank: 0 opens a period,
// 2 closes one).
CALL () {
  MATCH (n:Entity)
  WHERE NOT n:Source
  UNWIND [f IN $fields WHERE n[f] IS NOT NULL] AS field
  RETURN n AS subject, null AS object, null AS r, field
  UNION ALL
  MATCH (n:Entity)-[r]->(m:Entity)
  WHERE r.retracted IS NULL
  UNWIND [f IN $statementFields WHERE r[f] IS NOT NULL] AS field
  RETURN n AS subject, m AS object, r, field
}
WITH subject, object, r, field,
     coalesce(r[field], subject[field]) AS text,
     coalesce(r[field + 'Lo'], subject[field + 'Lo']) AS lo,
     coalesce(r[field + 'Hi'], subject[field + 'Hi']) AS hi
WHERE ($fromLo IS NULL OR hi >= $fromLo)
  AND ($toHi IS NULL OR lo <= $toHi)
  AND ($involving IS NULL OR subject.id IN $involving OR object.id IN $involving)
RETURN text, field, subject.id AS subject, subject.name AS subjectName, object.name AS objectName,
       [label IN labels(subject) WHERE label <> 'Entity'][0] AS label, subject.sources AS sources,
       r {.*, type: type(r), from: subject.id, to: object.id} AS statement
ORDER BY lo, size(text), subject.name, coalesce(r.id, ''), coalesce($periodRank[field], 1), field
LIMIT $first
