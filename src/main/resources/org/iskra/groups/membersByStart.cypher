// The same page as members.cypher, for organizations that hold a large share of all memberships
// (the flagship question: the Bolsheviks and the Mensheviks) under a start-date filter: the
// memberships are read from the MEMBER_OF(startLo) range index, already in start-date order, between
// $startAbove (exclusive) and $startBelow (exclusive), bounds implied by the filters; the filter
// itself (membershipFilter.fragment.cypher) follows, unchanged. Expanding a party of 100,000 members and sorting them all costs
// about 1.5 times as much.
MATCH (p:Person)-[m:MEMBER_OF]->(o:Organization)
USING INDEX m:MEMBER_OF(startLo)
WHERE m.startLo > $startAbove AND m.startLo < $startBelow
  AND o.id IN $of
  AND {MEMBERSHIP_FILTER}
WITH p, m, o
ORDER BY m.startLo, p.name, o.id
WITH collect([m, p, o]) AS rows
WITH size(rows) AS total, rows[$skip..$skip + $limit] AS page
RETURN total,
       [r IN [row IN page | row[0]] | {STATEMENT_PROJECTION}] AS page,
       [x IN COLLECT { UNWIND page AS row UNWIND [row[1], row[2]] AS x RETURN DISTINCT x }
         + COLLECT { UNWIND page AS row UNWIND row[0].sources AS sourceId MATCH (s:Entity {id: sourceId}) RETURN DISTINCT s }
         | {ENTITY_PROJECTION}] AS related
