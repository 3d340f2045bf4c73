// The memberships of each organization in $organizationIds, one row per organization with members.
// Same filter (membershipFilter.fragment.cypher) and order as members.cypher; rows are sorted and counted as references, only the
// page is read in full, with its people (memberships whole: {STATEMENT_PROJECTION} is every property),
// each as {ENTITY_PROJECTION} of x (Projection: the node, or the properties the request selects).
UNWIND $organizationIds AS organizationId
MATCH (o:Entity {id: organizationId})
WHERE o:Organization
MATCH (p:Person)-[m:MEMBER_OF]->(o)
WHERE {MEMBERSHIP_FILTER}
WITH organizationId, p, m
ORDER BY m.startLo, p.name
WITH organizationId, collect([m, p]) AS rows
WITH organizationId, size(rows) AS total, rows[$skip..$skip + $limit] AS page
RETURN organizationId, total,
       [r IN [row IN page | row[0]] | {STATEMENT_PROJECTION}] AS page,
       [x IN [row IN page | row[1]] | {ENTITY_PROJECTION OF PERSON}] AS related
