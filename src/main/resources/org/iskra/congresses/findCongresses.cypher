// Congresses and conferences in chronological order; $kind keeps one kind; the interval
// [startLo, endHi or startHi] may overlap [$fromLo, $toHi] (undated ones never match a date filter).
MATCH (c:Congress)
WHERE ($kind IS NULL OR c.kind = $kind)
  AND ($fromLo IS NULL OR coalesce(c.endHi, c.startHi) >= $fromLo)
  AND ($toHi IS NULL OR c.startLo <= $toHi)
WITH c
ORDER BY c.startLo, c.ordinal, c.id
WITH collect(c) AS rows
RETURN size(rows) AS total, rows[$skip..$skip + $limit] AS page
