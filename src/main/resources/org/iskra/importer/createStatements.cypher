// Creates statements of one type ({TYPE}, filled in from StatementType) that do not exist yet,
// between existing entities; the type's id constraint refuses a concurrent creation of the same id.
UNWIND $rows AS row
MATCH (a:Entity {id: row.from})
MATCH (b:Entity {id: row.to})
CREATE (a)-[r:{TYPE}]->(b)
SET r = row.props
