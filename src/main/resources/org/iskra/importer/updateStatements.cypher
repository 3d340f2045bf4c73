// Replaces the stored properties of existing statements of one type ({TYPE}) whose ends are
// unchanged. One index seek per row (see existingStatements.cypher).
UNWIND $rows AS row
MATCH ()-[r:{TYPE} {id: row.id}]->()
USING INDEX SEEK r:{TYPE}(id)
SET r = row.props
