MATCH (b:ImportBatch {id: $id})
RETURN b
