// Organizations sorted by name, filtered by folded name/alias substring and kind.
// The predicate of the root list over (o:Organization), sorted by o.name, o.id: the match,
// the order and the pages are written by reads/RootList.
($name IS NULL OR o.searchText CONTAINS $name)
AND ($kind IS NULL OR o.kind = $kind)
