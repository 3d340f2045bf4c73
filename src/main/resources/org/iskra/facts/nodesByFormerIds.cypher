// Entities that were merged into others, by an id they had before ($ids: ids not found as ids), each
// as {ENTITY_PROJECTION} of x with the former id asked for. Only the few merged entities carry
// formerIds (indexed by V006), so the lookup reads those alone.
MATCH (x:Entity)
WHERE x.formerIds IS NOT NULL
UNWIND x.formerIds AS formerId
WITH x, formerId
WHERE formerId IN $ids
RETURN formerId, {ENTITY_PROJECTION} AS n
