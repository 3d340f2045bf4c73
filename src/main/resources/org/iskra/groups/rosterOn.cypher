// The terms (MEMBER_OF) of one body that may be running on the date $onLo … $onHi, by the rule of
// members(activeOn:) (MembersFilter.Clause.ACTIVE_ON): begun by its last day (not before startAfter, the opening of
// the congress that elected a term whose start is known only to the month or year), not ended before its first, an
// unknown end (or one known only to the month or year) counting until endBy, else until the person's death; a start
// no source dates counts from startBy (the term ran by then). Full members first.
MATCH (o:Entity {id: $of})
MATCH (p:Person)-[m:MEMBER_OF]->(o)
WHERE m.retracted IS NULL
  AND coalesce(m.startAfterLo, m.startLo, m.startByLo) <= $onHi
  AND coalesce(m.endByHi, m.endHi, p.diedHi, $onLo) >= $onLo
RETURN m {.*, type: type(m), from: p.id, to: o.id} AS statement
ORDER BY m.role = 'candidate', p.name, m.id
