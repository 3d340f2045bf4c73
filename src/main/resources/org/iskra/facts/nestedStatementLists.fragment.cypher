// The lists read ahead for the entity at the other end of one statement of a list (m, the list's key
// k): one per entry of k.nested, each answered by one of the branches StatementListQuery fills in
// (statementList.fragment.cypher with its variables renamed, n_ k_ r_ m_ …, since a subquery may not
// reuse a name of the query around it). Each entry's items come back in list order, each as a list
// [key, statement, other, grouping], as entitiesWithStatements.cypher returns its own.
CALL (m, k) {
  UNWIND k.nested AS k_
  WITH m AS n_, k_
  CALL (n_, k_) {
    {NESTED_BRANCHES}
  }
  RETURN collect([k_.key, statement, other, grouping]) AS nested
}
