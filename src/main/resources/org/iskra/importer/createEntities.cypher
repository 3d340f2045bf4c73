// Creates entities of one kind ({LABEL}, filled in from EntityKind) that do not exist yet; the
// uniqueness constraint on :Entity(id) refuses a concurrent creation of the same id.
UNWIND $rows AS row
CREATE (n:Entity:{LABEL})
SET n = row.props
