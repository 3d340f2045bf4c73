// Entities that were merged into others, found by an id they had before: $ids are ids not found as
// ids, each wrapped as `|id|` in $patterns, searched in formerIdsText (the former ids as one string,
// text-indexed by V006). Each as {ENTITY_PROJECTION} of x with the former id asked for.
UNWIND range(0, size($ids) - 1) AS i
MATCH (x:Entity)
WHERE x.formerIdsText CONTAINS $patterns[i]
RETURN $ids[i] AS formerId, {ENTITY_PROJECTION} AS n
