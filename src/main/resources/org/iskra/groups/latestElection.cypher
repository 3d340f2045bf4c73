// The latest election or reconstitution of one body (an event PART_OF it with stated seats) certainly held by
// $onHi: the seats a roster of the body on that date is measured against. An election dated only to a month or a
// year was certainly held by the close of the congress it was part of, when that is earlier than the period's end;
// one that may still lie ahead on that date does not count.
MATCH (e:Event)-[:PART_OF]->(o:Entity {id: $of})
WHERE e.seats IS NOT NULL AND e.dateLo <= $onHi
OPTIONAL MATCH (e)-[:PART_OF]->(c:Congress)
WITH e, min(c.endHi) AS closed
WITH e, CASE WHEN closed < e.dateHi THEN closed ELSE e.dateHi END AS heldBy
WHERE heldBy <= $onHi
RETURN e
ORDER BY e.dateLo DESC, e.id
LIMIT 1
