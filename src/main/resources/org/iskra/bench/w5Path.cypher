// W5 by hand: the shortest paths (at most 4 hops) between two people.
MATCH p = ALL SHORTEST ((a:Entity {id: $from})-[r WHERE r.retracted IS NULL]-{1,4}(b:Entity {id: $to}))
WITH p LIMIT 5
RETURN [n IN nodes(p) | n.id] AS ids, [s IN relationships(p) | {type: type(s), sources: s.sources}] AS steps
