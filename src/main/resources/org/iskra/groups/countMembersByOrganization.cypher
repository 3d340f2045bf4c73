// How many memberships of each organization pass the members filter (membershipFilter.fragment.cypher),
// counted without materialising them (for a members list asked only for its totalCount).
UNWIND $organizationIds AS organizationId
MATCH (o:Entity {id: organizationId})
WHERE o:Organization
MATCH (p:Person)-[m:MEMBER_OF]->(o)
WHERE {MEMBERSHIP_FILTER}
RETURN organizationId, count(m) AS total
