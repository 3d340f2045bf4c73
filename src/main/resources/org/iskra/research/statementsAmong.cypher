// The statements between entities of $ids, oldest first; filters as in neighbours (a statement of a
// person ends with their death at the latest).
MATCH (a:Entity)-[r]->(b:Entity)
WHERE a.id IN $ids AND b.id IN $ids
  AND r.retracted IS NULL
  AND ($types IS NULL OR type(r) IN $types)
  AND ($asOfLo IS NULL OR (
        (coalesce(r.startAfterLo, r.startLo, r.dateLo) IS NULL OR coalesce(r.startAfterLo, r.startLo, r.dateLo) <= $asOfHi)
    AND (coalesce(r.endByHi, r.endHi, r.dateHi, a.diedHi) IS NULL
         OR coalesce(r.endByHi, r.endHi, r.dateHi, a.diedHi) >= $asOfLo)))
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
ORDER BY coalesce(r.startLo, r.dateLo), r.id, type(r)
