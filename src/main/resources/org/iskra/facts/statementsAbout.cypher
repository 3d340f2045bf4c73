// The statements of many entities at once, one entry of $keys per entity and list: each key names
// the entity (about) and the shape of its list (shape: the number of its branch; one branch per
// shape of the batch, statementList.fragment.cypher), with the values its branch tests: the ids at
// the other end (others), property values (where), first and after. Each branch expands only its
// statement types in its direction and tests only the filters its shape has; each list comes
// sorted oldest first (undated last, then by id), each statement with the entity at its other end,
// so that resolving it costs no further round trip.
UNWIND $keys AS k
MATCH (n:Entity {id: k.about})
CALL (n, k) {
  {STATEMENT_LIST}
}
RETURN k.key AS key, statement, other, grouping
