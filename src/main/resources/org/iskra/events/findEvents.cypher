// Events in chronological order (undated last); the date interval [dateLo, endHi or dateHi] may overlap [$fromLo, $toHi].
MATCH (e:Event)
WHERE ($kind IS NULL OR e.kind = $kind)
  AND ($fromLo IS NULL OR coalesce(e.endHi, e.dateHi) >= $fromLo)
  AND ($toHi IS NULL OR e.dateLo <= $toHi)
WITH e
ORDER BY e.dateLo, e.id
WITH collect(e) AS rows
RETURN size(rows) AS total, rows[$skip..$skip + $limit] AS page
