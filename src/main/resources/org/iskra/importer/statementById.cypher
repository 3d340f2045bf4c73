// A statement of one type ({TYPE}) by id, found through the type's id constraint; the store runs it
// for every type at once (UNION ALL), since an id does not say its type.
MATCH (a:Entity)-[r:{TYPE} {id: $id}]->(b:Entity)
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
