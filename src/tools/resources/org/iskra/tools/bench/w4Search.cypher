// W4 by hand: full-text search for two words, best ten, with the semantics of the `search` field:
// every word must match, exactly or with one typo ($query is the same Lucene query), sources are not
// searched, an exact whole-name match weighs $exactBoost times more, ties go by id.
CALL db.index.fulltext.queryNodes('entity_search', $query) YIELD node, score
WHERE NOT node:Source
WITH node, score * CASE WHEN $exact IN split(node.searchText, ' | ') THEN $exactBoost ELSE 1.0 END AS score
RETURN node.id AS id, node.name AS name, score
ORDER BY score DESC, id
LIMIT 10
