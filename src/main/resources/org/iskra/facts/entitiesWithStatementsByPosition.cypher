// Entities by id with some lists of their statements, as entitiesWithStatements.cypher returns them,
// when every entry of $roots reads the same shapes of list in the same order (a page of entities with
// the same selection; one entity): list i of each root is root.keys[i], of shape i. Each position is
// read by a subquery of its own (statementListAt.fragment.cypher, one per shape), so no key passes
// through the branches of the other shapes, and the items are gathered per position: about a twentieth
// less work for the database than unwinding the keys into one UNION ALL of every branch.
UNWIND $roots AS root
MATCH (n:Entity {id: root.id})
{STATEMENT_LIST_AT}
RETURN head([x IN [n] | {ENTITY_PROJECTION}]) AS n, {ITEMS} AS items
