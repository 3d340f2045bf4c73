// W5 by hand: with the semantics of the `connections` field, the shortest paths (at most 4 hops,
// retracted statements excepted) between two people: all of them up to 1,000, in the same stable
// order (by their entities' ids, then their statements' ids), the first 5.
MATCH (a:Entity {id: $from}), (b:Entity {id: $to})
MATCH p = allShortestPaths((a)-[*..4]-(b))
WHERE all(r IN relationships(p) WHERE r.retracted IS NULL)
WITH p LIMIT 1000
WITH p, [n IN nodes(p) | n.id] AS ids
ORDER BY reduce(key = '', id IN ids | key + id + '/'), reduce(key = '', s IN relationships(p) | key + s.id + '/')
LIMIT 5
RETURN ids, [s IN relationships(p) | {type: type(s), sources: s.sources}] AS steps
