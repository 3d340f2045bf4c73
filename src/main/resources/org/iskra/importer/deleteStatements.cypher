// Deletes statements of one type ({TYPE}) whose ends a batch changes; they are created again between the new ends.
UNWIND $ids AS id
MATCH ()-[r:{TYPE} {id: id}]->()
USING INDEX r:{TYPE}(id)
DELETE r
