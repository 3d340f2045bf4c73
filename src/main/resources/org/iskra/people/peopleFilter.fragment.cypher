// People sorted by name; $name is folded (lowercase, no accents) and matched against searchText,
// the folded name and aliases. Birth-date filters follow the interval semantics of PartialDate.
// The predicate of the root list over (p:Person), sorted by p.name, p.id: the match,
// the order and the pages are written by reads/RootList.
($name IS NULL OR p.searchText CONTAINS $name)
AND ($memberOf IS NULL OR EXISTS {
      MATCH (p)-[m:MEMBER_OF]->(o:Organization)
      WHERE o.id IN $memberOf AND m.retracted IS NULL })
AND ($attended IS NULL OR EXISTS {
      MATCH (p)-[a:ATTENDED]->(c:Congress)
      WHERE c.id IN $attended AND a.retracted IS NULL })
AND ($authorOf IS NULL OR EXISTS {
      MATCH (p)-[w:AUTHORED]->(b:Publication)
      WHERE b.id IN $authorOf AND w.retracted IS NULL })
AND ($afterHi IS NULL OR p.bornLo > $afterHi)
AND ($beforeLo IS NULL OR p.bornHi < $beforeLo)
