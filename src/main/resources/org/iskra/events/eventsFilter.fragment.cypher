// Events in chronological order (undated last); the date interval [dateLo, endHi or dateHi] may overlap [$fromLo, $toHi].
// The predicate of the root list over (e:Event), sorted by e.dateLo, e.id: the match,
// the order and the pages are written by reads/RootList.
($kind IS NULL OR e.kind = $kind)
AND ($fromLo IS NULL OR coalesce(e.endHi, e.dateHi) >= $fromLo)
AND ($toHi IS NULL OR e.dateLo <= $toHi)
