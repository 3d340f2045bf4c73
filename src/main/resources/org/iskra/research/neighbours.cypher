// The entities one statement away from any of $ids, except those in $exclude, the best connected
// first. Statement filters as in connections: not retracted, of $types, and overlapping $asOfLo/$asOfHi
// (a person's statements end with their death at the latest).
UNWIND $ids AS id
MATCH (n:Entity {id: id})-[r]-(m:Entity)
WHERE NOT m.id IN $exclude
  AND r.retracted IS NULL
  AND ($types IS NULL OR type(r) IN $types)
  AND ($asOfLo IS NULL OR (
        (coalesce(r.startLo, r.dateLo) IS NULL OR coalesce(r.startLo, r.dateLo) <= $asOfHi)
    AND (coalesce(r.endHi, r.endByHi, r.dateHi, startNode(r).diedHi) IS NULL
         OR coalesce(r.endHi, r.endByHi, r.dateHi, startNode(r).diedHi) >= $asOfLo)))
RETURN m.id AS id, count(r) AS links
ORDER BY links DESC, id
