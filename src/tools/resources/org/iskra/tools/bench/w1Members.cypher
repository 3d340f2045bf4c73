// W1 and W6 by hand: a members page of the Bolsheviks and the Mensheviks who joined after $afterHi,
// the first $first by start date, with people, organizations, the total and source titles, in one statement.
MATCH (p:Person)-[m:MEMBER_OF]->(o:Organization)
WHERE o.id IN ['bolsheviks', 'mensheviks'] AND m.retracted IS NULL AND m.startLo > $afterHi
WITH p, m, o
ORDER BY m.startLo, p.name, o.id, m.id
WITH collect({p: p, m: m, o: o}) AS rows
WITH size(rows) AS total, rows[0..$first] AS page
UNWIND page AS row
WITH total, row.p AS p, row.m AS m, row.o AS o
CALL (m) {
  MATCH (s:Entity)
  WHERE s.id IN m.sources AND s:Source
  RETURN collect(s.title) AS sources
}
RETURN total, collect({person: p {.id, .name}, organization: o.id, since: m.start, until: m.end, sources: sources}) AS page
