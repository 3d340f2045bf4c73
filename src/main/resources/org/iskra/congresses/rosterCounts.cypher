// For each congress in $ids, what the graph records of its delegates: attendances (guests aside), those
// with a decisive and with a consultative voice, and the
// decisive votes of the mandates (REPRESENTED statements whose context is the congress).
UNWIND $ids AS congressId
MATCH (c:Entity {id: congressId})
WHERE c:Congress
CALL (c) {
  OPTIONAL MATCH (c)<-[a:ATTENDED]-()
  WHERE a.retracted IS NULL
  RETURN count(CASE WHEN a IS NOT NULL AND coalesce(a.role, '') <> 'guest' THEN 1 END) AS delegates,
         count(CASE WHEN a.role = 'delegate' THEN 1 END) AS voting,
         count(CASE WHEN a.role = 'advisory-delegate' THEN 1 END) AS consultative
}
CALL (c) {
  OPTIONAL MATCH ()-[r:REPRESENTED {context: c.id}]->()
  WHERE r.retracted IS NULL
  RETURN coalesce(sum(r.votes), 0) AS votes
}
RETURN congressId, delegates, voting, consultative, votes
