// Entities by id, whatever their kind, each as {ENTITY_PROJECTION} of x (Projection: the node, or
// the properties the request selects).
MATCH (x:Entity)
WHERE x.id IN $ids
RETURN {ENTITY_PROJECTION} AS n
