// Memberships of any organization in $of, filtered with the interval semantics of PartialDate
// (unknown start dates never match a date filter), sorted by start date (unknown last).
MATCH (p:Person)-[m:MEMBER_OF]->(o:Organization)
WHERE o.id IN $of
  AND ($includeRetracted OR m.retracted IS NULL)
  AND ($role IS NULL OR m.role = $role)
  AND ($afterHi IS NULL OR m.startLo > $afterHi)
  AND ($beforeLo IS NULL OR m.startHi < $beforeLo)
  AND ($onLo IS NULL OR (m.startLo <= $onHi AND coalesce(m.endHi, $onLo) >= $onLo))
WITH p, m, o
ORDER BY m.startLo, p.name, o.id
WITH collect(m {.*, type: 'MEMBER_OF', from: p.id, to: o.id}) AS rows
RETURN size(rows) AS total, rows[$skip..$skip + $limit] AS page
