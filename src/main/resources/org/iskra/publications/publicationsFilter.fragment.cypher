// Publications in chronological order (publication date or first issue; undated last), then by name.
// The predicate of the root list over (b:Publication), sorted by b.whenLo, b.name, b.id: the match,
// the order and the pages are written by reads/RootList.
($name IS NULL OR b.searchText CONTAINS $name)
AND ($kind IS NULL OR b.kind = $kind)
AND ($authoredBy IS NULL OR EXISTS {
      MATCH (a:Person)-[r:AUTHORED]->(b)
      WHERE a.id IN $authoredBy AND r.retracted IS NULL })
AND ($afterHi IS NULL OR b.whenLo > $afterHi)
AND ($beforeLo IS NULL OR b.whenHi < $beforeLo)
