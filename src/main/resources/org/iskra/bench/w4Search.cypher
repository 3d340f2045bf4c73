// W4 by hand: full-text search for two words, best ten.
CALL db.index.fulltext.queryNodes('entity_search', $query) YIELD node, score
RETURN node.id AS id, node.name AS name, score
ORDER BY score DESC
LIMIT 10
