// The entities one statement away from any of $ids, except those in $exclude, the best connected
// first: by their statements with $ids weighted by the logarithm of their statements in the whole
// graph (the Bolsheviks, one membership but hundreds of statements, before a town Lenin passed
// through once or a resolution he both wrote and reported on), then by their statements in the
// whole graph, then by id. Statement filters as in connections: not retracted, of $types, and
// overlapping $asOfLo/$asOfHi (a person's statements end with their death at the latest).
UNWIND $ids AS id
MATCH (n:Entity {id: id})-[r]-(m:Entity)
WHERE NOT m.id IN $exclude
  AND r.retracted IS NULL
  AND ($types IS NULL OR type(r) IN $types)
  AND ($asOfLo IS NULL OR (
        (coalesce(r.startAfterLo, r.startLo, r.dateLo) IS NULL OR coalesce(r.startAfterLo, r.startLo, r.dateLo) <= $asOfHi)
    AND (coalesce(r.endByHi, r.endHi, r.dateHi, startNode(r).diedHi) IS NULL
         OR coalesce(r.endByHi, r.endHi, r.dateHi, startNode(r).diedHi) >= $asOfLo)))
WITH m, count(r) AS links
RETURN m.id AS id, links, COUNT { (m)--() } AS degree
ORDER BY links * log(1 + degree) DESC, degree DESC, id
