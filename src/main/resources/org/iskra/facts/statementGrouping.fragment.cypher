// The organization named by the grouping of a statement r (an attendance's or a vote's faction), as
// a list of at most one node (or its {ENTITY_PROJECTION}), null when it names none.
CASE WHEN r.grouping IS NULL THEN null ELSE COLLECT { MATCH (g:Entity {id: r.grouping}) RETURN head([x IN [g] | {ENTITY_PROJECTION}]) AS organization } END
