// Entities for the research exports, all of them or those of $ids, by id. Sources are left out:
// statements and entities name their sources by id.
MATCH (n:Entity)
WHERE NOT n:Source AND ($ids IS NULL OR n.id IN $ids)
RETURN n.id AS id, [label IN labels(n) WHERE label <> 'Entity'][0] AS type, properties(n) AS props
ORDER BY id
