// Congresses and conferences in chronological order; $kind keeps one kind; the interval
// [startLo, endHi or startHi] may overlap [$fromLo, $toHi] (undated ones never match a date filter).
// The whole list in order; a page is read through RootList (with or without the count).
MATCH (c:Congress)
WHERE ($kind IS NULL OR c.kind = $kind)
  AND ($fromLo IS NULL OR coalesce(c.endHi, c.startHi) >= $fromLo)
  AND ($toHi IS NULL OR c.startLo <= $toHi)
RETURN c
ORDER BY c.startLo, c.ordinal, c.id
