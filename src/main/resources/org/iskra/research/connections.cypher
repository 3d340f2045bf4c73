// All shortest paths between two entities over statements in either direction, at most {MAX_HOPS}
// long (1…6, written into the text so the search is bounded from its start); retracted statements
// never count, $types narrows the statement types, and with $asOfLo/$asOfHi only statements whose
// period may overlap that interval count (undated ones always). The filters hold for every step, so
// the breadth-first search applies them as it expands. The search stops after $candidates paths;
// those are sorted by their entity ids and the first $first kept, with their entities. Without
// $types and $asOf, ConnectionStore drops the block between FILTERS and END: the search tests every
// relationship it expands, and the unused filters cost it about a quarter of its time.
MATCH (a:Entity {id: $from}), (b:Entity {id: $to})
MATCH p = allShortestPaths((a)-[*..{MAX_HOPS}]-(b))
WHERE all(r IN relationships(p) WHERE r.retracted IS NULL
      /*FILTERS*/ AND ($types IS NULL OR type(r) IN $types)
      AND ($asOfLo IS NULL OR (
            (coalesce(r.startLo, r.dateLo) IS NULL OR coalesce(r.startLo, r.dateLo) <= $asOfHi)
        AND (coalesce(r.endHi, r.endByHi, r.dateHi) IS NULL OR coalesce(r.endHi, r.endByHi, r.dateHi) >= $asOfLo))) /*END*/)
WITH p LIMIT $candidates
WITH p, [n IN nodes(p) | n.id] AS ids
ORDER BY reduce(key = '', id IN ids | key + id + '/'), reduce(key = '', s IN relationships(p) | key + s.id + '/')
LIMIT $first
RETURN ids, nodes(p) AS nodes, [s IN relationships(p) | s {.*, type: type(s), from: startNode(s).id, to: endNode(s).id}] AS statements
