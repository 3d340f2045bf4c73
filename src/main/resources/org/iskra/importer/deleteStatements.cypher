// Deletes statements of one type ({TYPE}) whose ends a batch changes; they are created again
// between the new ends. One index seek per id (see existingStatements.cypher).
UNWIND $ids AS id
MATCH ()-[r:{TYPE} {id: id}]->()
USING INDEX SEEK r:{TYPE}(id)
DELETE r
