// A page of a root list without counting the list (totalCount not asked for): the matches of the
// list's find*.cypher (see RootList) in its order, top-k, the page and one item more, which only tells
// whether a next page exists.
{MATCHES}
WITH {ITEM}
ORDER BY {ORDER}
SKIP $skip LIMIT $limit + 1
RETURN collect({ITEM}) AS page
