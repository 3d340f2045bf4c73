// How many memberships of each organization pass the filters of membersByOrganization.cypher,
// counted without materialising them (for a members list asked only for its totalCount).
UNWIND $organizationIds AS organizationId
MATCH (o:Entity {id: organizationId})
WHERE o:Organization
MATCH (p:Person)-[m:MEMBER_OF]->(o)
WHERE ($includeRetracted OR m.retracted IS NULL)
  AND ($role IS NULL OR m.role = $role)
  AND ($afterHi IS NULL OR m.startLo > $afterHi)
  AND ($beforeLo IS NULL OR m.startHi < $beforeLo)
  AND ($onLo IS NULL OR (m.startLo <= $onHi AND coalesce(m.endHi, m.endByHi, p.diedHi, $onLo) >= $onLo))
RETURN organizationId, count(m) AS total
