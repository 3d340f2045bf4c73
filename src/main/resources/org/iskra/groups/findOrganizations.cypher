// Organizations sorted by name, filtered by folded name/alias substring and kind.
// The matches are counted as references; only the page is sorted out of them (top-k), not the whole list.
MATCH (o:Organization)
WHERE ($name IS NULL OR o.searchText CONTAINS $name)
  AND ($kind IS NULL OR o.kind = $kind)
WITH collect(o) AS matched
CALL (matched) {
  UNWIND matched AS o
  WITH o
  ORDER BY o.name, o.id
  SKIP $skip LIMIT $limit
  RETURN collect(o) AS page
}
RETURN size(matched) AS total, page
