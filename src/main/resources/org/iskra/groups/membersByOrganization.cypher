// The memberships of each organization in $organizationIds, one row per organization with members.
// Same filter (membershipFilter.fragment.cypher) and order as members.cypher; rows are sorted and counted as references, only the
// page is read in full, with its people.
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
       [row IN page | {statement: properties(row[0]), from: row[1].id, to: organizationId}] AS page,
       [row IN page | row[1]] AS related
