// Organizations sorted by name, filtered by folded name/alias substring and kind.
MATCH (o:Organization)
WHERE ($name IS NULL OR o.searchText CONTAINS $name)
  AND ($kind IS NULL OR o.kind = $kind)
WITH o
ORDER BY o.name, o.id
WITH collect(o) AS rows
RETURN size(rows) AS total, rows[$skip..$skip + $limit] AS page
