// Places sorted by name, filtered by folded name/alias substring and kind.
// The whole list in order; a page is read through RootList (with or without the count).
MATCH (p:Place)
WHERE ($name IS NULL OR p.searchText CONTAINS $name)
  AND ($kind IS NULL OR p.kind = $kind)
RETURN p
ORDER BY p.name, p.id
