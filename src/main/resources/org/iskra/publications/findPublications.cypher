// Publications in chronological order (publication date or first issue; undated last), then by name.
MATCH (b:Publication)
WHERE ($name IS NULL OR b.searchText CONTAINS $name)
  AND ($kind IS NULL OR b.kind = $kind)
  AND ($authoredBy IS NULL OR EXISTS {
        MATCH (a:Person)-[r:AUTHORED]->(b)
        WHERE a.id IN $authoredBy AND r.retracted IS NULL })
  AND ($afterHi IS NULL OR b.whenLo > $afterHi)
  AND ($beforeLo IS NULL OR b.whenHi < $beforeLo)
WITH b
ORDER BY b.whenLo, b.name, b.id
WITH collect(b) AS rows
RETURN size(rows) AS total, rows[$skip..$skip + $limit] AS page
