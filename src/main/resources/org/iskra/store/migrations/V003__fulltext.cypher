// Full-text search over every entity's folded name and aliases (searchText) and its description.
// The standard-folding analyzer lowercases and folds accents, so "Lénine" and "lenine" are one term.
CREATE FULLTEXT INDEX entity_search IF NOT EXISTS
FOR (n:Entity) ON EACH [n.searchText, n.description]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'standard-folding', `fulltext.eventually_consistent`: false}}
;
// Queries fail on an index that is still populating: wait until it is online.
CALL db.awaitIndex('entity_search', 300)
