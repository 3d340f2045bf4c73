// Memberships of any organization in $of that pass the members filter (membershipFilter.fragment.cypher),
// sorted by start date (unknown last). Rows are sorted and counted as references; only the page is
// read, with its people, organizations and sources (the API resolves them from here), each once: of each, the
// properties the request selects ({ENTITY_PROJECTION}, written by Projection; the node when unknown);
// of each membership, those its items read ({STATEMENT_PROJECTION}, written by StatementProjection).
MATCH (o:Entity)
WHERE o.id IN $of AND o:Organization
MATCH (p:Person)-[m:MEMBER_OF]->(o)
WHERE {MEMBERSHIP_FILTER}
WITH p, m, o
ORDER BY m.startLo, p.name, o.id
WITH collect([m, p, o]) AS rows
WITH size(rows) AS total, rows[$skip..$skip + $limit] AS page
RETURN total,
       [r IN [row IN page | row[0]] | {STATEMENT_PROJECTION}] AS page,
       [x IN COLLECT { UNWIND page AS row UNWIND [row[1], row[2]] AS x RETURN DISTINCT x }
         + COLLECT { UNWIND page AS row UNWIND row[0].sources AS sourceId MATCH (s:Entity {id: sourceId}) RETURN DISTINCT s }
         | {ENTITY_PROJECTION}] AS related
