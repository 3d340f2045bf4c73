// The list at one position of every root's keys (entitiesWithStatementsByPosition.cypher), read by the
// branch of its shape (statementList.fragment.cypher) and gathered in list order, each item as a list
// [key, statement, other, grouping, nested]; an entity with no such statements gives an empty list.
CALL (n, root) {
  WITH n, root.keys[{POSITION}] AS k
  CALL (n, k) {
    {STATEMENT_LIST}
  }
  RETURN collect([k.key, statement, other, grouping, nested]) AS items{POSITION}
}
