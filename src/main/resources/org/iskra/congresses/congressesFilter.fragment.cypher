// Congresses and conferences in chronological order; $kind keeps one kind; the interval
// [startLo, endHi or startHi] may overlap [$fromLo, $toHi] (undated ones never match a date filter).
// The predicate of the root list over (c:Congress), sorted by c.startLo, c.ordinal, c.id: the match,
// the order and the pages are written by reads/RootList.
($kind IS NULL OR c.kind = $kind)
AND ($fromLo IS NULL OR coalesce(c.endHi, c.startHi) >= $fromLo)
AND ($toHi IS NULL OR c.startLo <= $toHi)
