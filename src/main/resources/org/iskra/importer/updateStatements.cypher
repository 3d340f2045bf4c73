// Replaces the stored properties of existing statements of one type ({TYPE}) whose ends are unchanged.
UNWIND $rows AS row
MATCH ()-[r:{TYPE} {id: row.id}]->()
USING INDEX r:{TYPE}(id)
SET r = row.props
