// Places sorted by name, filtered by folded name/alias substring and kind.
MATCH (p:Place)
WHERE ($name IS NULL OR p.searchText CONTAINS $name)
  AND ($kind IS NULL OR p.kind = $kind)
WITH p
ORDER BY p.name, p.id
WITH collect(p) AS rows
RETURN size(rows) AS total, rows[$skip..$skip + $limit] AS page
