// People who attended a congress or conference that $id attended, by congress date then name.
MATCH (p:Entity {id: $id})
WHERE p:Person
MATCH (p)-[mine:ATTENDED]->(c:Congress)<-[theirs:ATTENDED]-(q:Person)
WHERE q <> p AND mine.retracted IS NULL AND theirs.retracted IS NULL
RETURN mine {.*, type: 'ATTENDED', from: p.id, to: c.id} AS mine,
       theirs {.*, type: 'ATTENDED', from: q.id, to: c.id} AS theirs
ORDER BY c.startLo, c.id, q.name, q.id
LIMIT $first
