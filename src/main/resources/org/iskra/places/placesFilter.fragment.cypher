// Places sorted by name, filtered by folded name/alias substring and kind.
// The predicate of the root list over (p:Place), sorted by p.name, p.id: the match,
// the order and the pages are written by reads/RootList.
($name IS NULL OR p.searchText CONTAINS $name)
AND ($kind IS NULL OR p.kind = $kind)
