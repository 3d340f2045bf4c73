// Recorded writes by id, for a request's loader: every batch a level of the answer names, in one read.
UNWIND $ids AS id
MATCH (b:ImportBatch {id: id})
RETURN b
