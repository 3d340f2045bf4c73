// The memberships of each organization in $organizationIds, one row per organization with members.
// Same filters and order as members.cypher.
UNWIND $organizationIds AS organizationId
MATCH (p:Person)-[m:MEMBER_OF]->(o:Organization {id: organizationId})
WHERE ($includeRetracted OR m.retracted IS NULL)
  AND ($role IS NULL OR m.role = $role)
  AND ($afterHi IS NULL OR m.startLo > $afterHi)
  AND ($beforeLo IS NULL OR m.startHi < $beforeLo)
  AND ($onLo IS NULL OR (m.startLo <= $onHi AND coalesce(m.endHi, $onLo) >= $onLo))
WITH organizationId, p, m
ORDER BY m.startLo, p.name
WITH organizationId, collect(m {.*, type: 'MEMBER_OF', from: p.id, to: organizationId}) AS rows
RETURN organizationId, size(rows) AS total, rows[$skip..$skip + $limit] AS page
