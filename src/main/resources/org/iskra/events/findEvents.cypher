// Events in chronological order (undated last); the date interval [dateLo, endHi or dateHi] may overlap [$fromLo, $toHi].
// The whole list in order; a page is read through RootList (with or without the count).
MATCH (e:Event)
WHERE ($kind IS NULL OR e.kind = $kind)
  AND ($fromLo IS NULL OR coalesce(e.endHi, e.dateHi) >= $fromLo)
  AND ($toHi IS NULL OR e.dateLo <= $toHi)
RETURN e
ORDER BY e.dateLo, e.id
