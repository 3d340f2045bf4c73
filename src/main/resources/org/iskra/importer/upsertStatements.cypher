// Upserts statements by id between existing entities; the stored properties become exactly those given.
UNWIND $rows AS row
MATCH (a:Entity {id: row.from})
MATCH (b:Entity {id: row.to})
MERGE (a)-[r:$(row.type) {id: row.id}]->(b)
SET r = row.props
