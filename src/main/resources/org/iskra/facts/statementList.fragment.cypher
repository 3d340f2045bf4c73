// One branch of statementsAbout.cypher, which holds one per shape of list, joined by UNION ALL: the
// list of one shape for an entity n and a key k. StatementListQuery fills in the shape's number, its
// relationship pattern (its types, its direction), the filters it has (retracted statements, other
// ends, property values), a LIMIT when every key of the shape reads at most that many from the start
// (the database keeps the first ones instead of sorting them all), the slice of a key that pages
// (statementListSlice.fragment.cypher), the organization an attendance's or a vote's grouping
// names when the selection asks for it (else null), and the lists read ahead for the entity at the
// other end of each statement (nestedStatementLists.fragment.cypher; else null). The statement is
// returned as {STATEMENT_PROJECTION} (StatementProjection: its properties, or those its reader uses,
// with its type and ends), the other end as {ENTITY_PROJECTION} of x (Projection: the node, or the
// properties a request selects).
WITH n, k WHERE k.shape = {SHAPE}
MATCH (n){PATTERN}(m:Entity)
WHERE {PREDICATES}
WITH k, r, m
ORDER BY coalesce(r.startLo, r.dateLo, m.whenLo), r.id
{LIMIT}
{STATEMENT_LIST_SLICE}
{NESTED_STATEMENT_LISTS}
RETURN {STATEMENT_PROJECTION} AS statement, head([x IN [m] | {ENTITY_PROJECTION}]) AS other, {STATEMENT_GROUPING} AS grouping,
       {NESTED} AS nested
