// For each year of $from … $to and each organization of $of (in that order): how many people may have
// been members that year (the activeOn semantics: the membership began no later than the year's last
// day, had not ended before its first day, and the person had not died before it; a start no source
// dates counts from startBy, and with neither the term never counts).
UNWIND range($from, $to) AS year
UNWIND range(0, size($of) - 1) AS position
WITH year, position, $of[position] AS faction,
     date({year: year, month: 1, day: 1}) AS yearLo, date({year: year, month: 12, day: 31}) AS yearHi
OPTIONAL MATCH (p:Person)-[m:MEMBER_OF]->(o:Entity {id: faction})
WHERE o:Organization AND m.retracted IS NULL
  AND coalesce(m.startAfterLo, m.startLo, m.startByLo) <= yearHi
  AND (coalesce(m.endByHi, m.endHi) IS NULL OR coalesce(m.endByHi, m.endHi) >= yearLo)
  AND (p.diedHi IS NULL OR p.diedHi >= yearLo)
RETURN year, position, faction, count(DISTINCT p) AS members
ORDER BY year, position
