// Upserts statements of one type ({TYPE}, filled in from StatementType) by id between existing entities;
// the stored properties become exactly those given.
UNWIND $rows AS row
MATCH (a:Entity {id: row.from})
MATCH (b:Entity {id: row.to})
MERGE (a)-[r:{TYPE} {id: row.id}]->(b)
SET r = row.props
