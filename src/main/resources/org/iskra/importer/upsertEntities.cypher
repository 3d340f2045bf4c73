// Upserts entities of one kind ({LABEL}, filled in from EntityKind) by id; the stored properties become exactly those given.
UNWIND $rows AS row
MERGE (n:Entity {id: row.id})
SET n = row.props
SET n:{LABEL}
