// The stated voting strengths of the groupings at one congress (STRENGTH_AT statements), each
// version with its own certainty and sources.
MATCH (g:Entity)-[s:STRENGTH_AT]->(c:Entity {id: $congress})
WHERE s.retracted IS NULL
RETURN s {.*, type: type(s), from: g.id, to: c.id} AS statement
ORDER BY g.id, s.id
