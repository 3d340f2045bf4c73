// Per grouping at one congress, what the graph records: decisive votes of the mandates (REPRESENTED
// whose context is the congress) and of those whose holder, or whose grouping as a bloc, did not walk
// out of it; delegates with a decisive and with a consultative voice (ATTENDED). A mandate without a
// grouping of its own counts for its holder's grouping at the congress (the attendance's).
CALL () {
  MATCH (p:Person)-[r:REPRESENTED]->(:Entity)
  WHERE r.context = $congress AND r.retracted IS NULL
  OPTIONAL MATCH (p)-[a:ATTENDED]->(:Entity {id: $congress})
  WHERE a.retracted IS NULL
  WITH p, r, collect(a.grouping) AS attendedIn
  WITH p, r, coalesce(r.grouping, attendedIn[0]) AS grouping
  WHERE grouping IS NOT NULL
  OPTIONAL MATCH (p)-[w:WALKED_OUT]->(:Entity {id: $congress})
  OPTIONAL MATCH (:Entity {id: grouping})-[bloc:WALKED_OUT]->(:Entity {id: $congress})
  WITH r, grouping, count(w) + count(bloc) > 0 AS walkedOut
  RETURN grouping, sum(coalesce(r.votes, 0)) AS votes,
         sum(CASE WHEN walkedOut THEN 0 ELSE coalesce(r.votes, 0) END) AS votesRemaining, 0 AS voting, 0 AS consultative
  UNION ALL
  MATCH (:Person)-[a:ATTENDED]->(:Entity {id: $congress})
  WHERE a.retracted IS NULL AND a.grouping IS NOT NULL
  RETURN a.grouping AS grouping, 0 AS votes, 0 AS votesRemaining,
         count(CASE WHEN a.role = 'delegate' THEN 1 END) AS voting,
         count(CASE WHEN a.role = 'advisory-delegate' THEN 1 END) AS consultative
}
RETURN grouping, sum(votes) AS votes, sum(votesRemaining) AS votesRemaining, sum(voting) AS voting, sum(consultative) AS consultative
ORDER BY grouping
