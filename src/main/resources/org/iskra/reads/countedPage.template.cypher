// A page of a root list and how many items the list holds (totalCount asked for): the matches, item
// and order of the list's find*.cypher fill the placeholders (see RootList). The matches are counted
// as references; only the page is sorted out of them (top-k), not the whole list. perItem: for each item
// of the page, in order, the value of the list's per-item expression (see RootList.withPerItem; null for
// a list without one).
{MATCHES}
WITH collect({ITEM}) AS matched
CALL (matched) {
  UNWIND matched AS {ITEM}
  WITH {ITEM}
  ORDER BY {ORDER}
  SKIP $skip LIMIT $limit
  RETURN collect({ITEM}) AS page
}
RETURN size(matched) AS total, page, [{ITEM} IN page | {PER_ITEM}] AS perItem
