// The statements that name $cause as what occasioned them, through the cause index of each type that
// may carry one (StatementType.CAUSED; indexes in V006).
MATCH (a:Entity)-[r:WALKED_OUT]->(b:Entity) USING INDEX SEEK r:WALKED_OUT(cause) WHERE r.cause = $cause AND r.retracted IS NULL
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
UNION ALL
MATCH (a:Entity)-[r:MEMBER_OF]->(b:Entity) USING INDEX SEEK r:MEMBER_OF(cause) WHERE r.cause = $cause AND r.retracted IS NULL
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
UNION ALL
MATCH (a:Entity)-[r:EDITED]->(b:Entity) USING INDEX SEEK r:EDITED(cause) WHERE r.cause = $cause AND r.retracted IS NULL
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
UNION ALL
MATCH (a:Entity)-[r:DECLINED]->(b:Entity) USING INDEX SEEK r:DECLINED(cause) WHERE r.cause = $cause AND r.retracted IS NULL
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
UNION ALL
MATCH (a:Entity)-[r:HELD_IN]->(b:Entity) USING INDEX SEEK r:HELD_IN(cause) WHERE r.cause = $cause AND r.retracted IS NULL
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
UNION ALL
MATCH (a:Entity)-[r:ABSENT_FROM]->(b:Entity) USING INDEX SEEK r:ABSENT_FROM(cause) WHERE r.cause = $cause AND r.retracted IS NULL
RETURN r {.*, type: type(r), from: a.id, to: b.id} AS statement
