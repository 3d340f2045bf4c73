// Pairs of memberships of the same organization, one of $id and one of another person, whose periods
// may overlap: neither begins after the other ended (an unknown end is open, but nobody is a member
// after their death; a start known only to the month or year begins at its startAfter when it has
// one). Retracted statements never count. $in (null: any) narrows the organizations.
MATCH (p:Entity {id: $id})
WHERE p:Person
MATCH (p)-[mine:MEMBER_OF]->(o:Organization)<-[theirs:MEMBER_OF]-(q:Person)
WHERE q <> p AND mine.retracted IS NULL AND theirs.retracted IS NULL AND ($in IS NULL OR o.id IN $in)
WITH p, o, q, mine, theirs, coalesce(mine.endByHi, mine.endHi, p.diedHi) AS myEnd, coalesce(theirs.endByHi, theirs.endHi, q.diedHi) AS theirEnd,
     coalesce(mine.startAfterLo, mine.startLo) AS myStart, coalesce(theirs.startAfterLo, theirs.startLo) AS theirStart
WHERE (myStart IS NULL OR theirEnd IS NULL OR myStart <= theirEnd)
  AND (theirStart IS NULL OR myEnd IS NULL OR theirStart <= myEnd)
RETURN mine {.*, type: 'MEMBER_OF', from: p.id, to: o.id} AS mine,
       theirs {.*, type: 'MEMBER_OF', from: q.id, to: o.id} AS theirs,
       p.died AS died, q.died AS theirDied
ORDER BY o.name, q.name, q.id, mine.id, theirs.id
LIMIT $first
