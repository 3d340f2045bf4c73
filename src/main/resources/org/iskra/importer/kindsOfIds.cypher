// Labels of the entities among $ids that already exist (for references a batch does not define).
MATCH (n:Entity)
WHERE n.id IN $ids
RETURN n.id AS id, labels(n) AS labels
