// Entities by id, each with some lists of its statements, in one round trip: one entry of $roots per
// entity (id) with the keys of its lists (keys, as in statementsAbout.cypher: each names the shape
// of its list, the branch that reads it). An entity that does not exist gives no row; one whose
// lists are empty gives its row with no items. Items come in list order, each statement with the
// entity at its other end (and its grouping's organization when the shape asks for it), as a list
// [key, statement, other, grouping, nested] rather than a map: no key names to send and decode for
// each of hundreds of items. Every entity comes as {ENTITY_PROJECTION} of x: the node, or the
// properties the request selects.
UNWIND $roots AS root
MATCH (n:Entity {id: root.id})
OPTIONAL CALL (n, root) {
  UNWIND root.keys AS k
  CALL (n, k) {
    {STATEMENT_LIST}
  }
  RETURN k.key AS key, statement, other, grouping, nested
}
RETURN head([x IN [n] | {ENTITY_PROJECTION}]) AS n, collect(CASE WHEN key IS NULL THEN null ELSE [key, statement, other, grouping, nested] END) AS items
