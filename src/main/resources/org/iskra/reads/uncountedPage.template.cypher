// A page of a root list without counting the list (totalCount not asked for): the matches of the
// list's find*.cypher (see RootList) in its order, top-k, the page and one item more, which only tells
// whether a next page exists; perItem as in countedPage.template.cypher, for the page without the
// item more.
{MATCHES}
WITH {ITEM}
ORDER BY {ORDER}
SKIP $skip LIMIT $limit + 1
WITH collect({ITEM}) AS page
RETURN page, [{ITEM} IN page[..$limit] | {PER_ITEM}] AS perItem
