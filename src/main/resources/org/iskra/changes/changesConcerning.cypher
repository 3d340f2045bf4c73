// A page of the changes about one entity after a sequence number: to the entity itself, to the
// statements from or to it (each found through its index), and the bulk batches that touched it.
CALL () {
  MATCH (c:Change {subject: $entity}) WHERE c.seq > $after RETURN c
  UNION
  MATCH (c:Change {from: $entity}) WHERE c.seq > $after RETURN c
  UNION
  MATCH (c:Change {to: $entity}) WHERE c.seq > $after RETURN c
  UNION
  MATCH (c:Change {kind: 'batch'}) WHERE c.seq > $after AND $entity IN c.ids RETURN c
}
WITH c
WHERE $kinds IS NULL OR c.kind IN $kinds
RETURN c
ORDER BY c.seq
LIMIT $limit
