// All shortest paths between two entities over statements in either direction, at most $maxHops
// long (6 at most); retracted statements never count, $types narrows the statement types, and with
// $asOfLo/$asOfHi only statements whose period may overlap that interval count (undated ones always).
// The search stops after $candidates paths; those are sorted by their entity ids and the first $first kept.
MATCH p = ALL SHORTEST ((a:Entity {id: $from})-[r WHERE r.retracted IS NULL
      AND ($types IS NULL OR type(r) IN $types)
      AND ($asOfLo IS NULL OR (
            (coalesce(r.startLo, r.dateLo) IS NULL OR coalesce(r.startLo, r.dateLo) <= $asOfHi)
        AND (coalesce(r.endHi, r.dateHi) IS NULL OR coalesce(r.endHi, r.dateHi) >= $asOfLo)))
    ]-{1,6}(b:Entity {id: $to}) WHERE size(r) <= $maxHops)
WITH p LIMIT $candidates
WITH p, [n IN nodes(p) | n.id] AS ids
ORDER BY reduce(key = '', id IN ids | key + id + '/'), reduce(key = '', s IN relationships(p) | key + s.id + '/')
LIMIT $first
RETURN ids, [s IN relationships(p) | s {.*, type: type(s), from: startNode(s).id, to: endNode(s).id}] AS statements
