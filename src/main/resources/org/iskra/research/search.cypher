// Full-text search: $query is a Lucene query built by SearchQuery from folded words. An entity whose
// whole folded name or alias equals $exact gets its score multiplied by $exactBoost. Ties go by id,
// so the answer is stable; the entities found are returned whole (the API resolves them from here).
CALL db.index.fulltext.queryNodes('entity_search', $query) YIELD node, score
WHERE NOT node:Source AND ($types IS NULL OR any(label IN labels(node) WHERE label IN $types))
WITH node, score * CASE WHEN node.searchText CONTAINS $exact AND $exact IN split(node.searchText, ' | ') THEN $exactBoost ELSE 1.0 END AS score
WITH node, node.id AS id, score
ORDER BY score DESC, id
LIMIT $first
RETURN id, [label IN labels(node) WHERE label <> 'Entity'][0] AS type, score, node
