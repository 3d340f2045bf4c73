// Publications in chronological order (publication date or first issue; undated last), then by name.
// The whole list in order; a page is read through RootList (with or without the count).
MATCH (b:Publication)
WHERE ($name IS NULL OR b.searchText CONTAINS $name)
  AND ($kind IS NULL OR b.kind = $kind)
  AND ($authoredBy IS NULL OR EXISTS {
        MATCH (a:Person)-[r:AUTHORED]->(b)
        WHERE a.id IN $authoredBy AND r.retracted IS NULL })
  AND ($afterHi IS NULL OR b.whenLo > $afterHi)
  AND ($beforeLo IS NULL OR b.whenHi < $beforeLo)
RETURN b
ORDER BY b.whenLo, b.name, b.id
