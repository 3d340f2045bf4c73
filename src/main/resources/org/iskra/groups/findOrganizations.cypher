// Organizations sorted by name, filtered by folded name/alias substring and kind.
// The whole list in order; a page is read through RootList (with or without the count).
MATCH (o:Organization)
WHERE ($name IS NULL OR o.searchText CONTAINS $name)
  AND ($kind IS NULL OR o.kind = $kind)
RETURN o
ORDER BY o.name, o.id
