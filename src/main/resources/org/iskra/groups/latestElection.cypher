// The latest election or reconstitution of one body (an event PART_OF it with stated seats) dated no
// later than $onHi: the seats a roster of the body on that date is measured against.
MATCH (e:Event)-[:PART_OF]->(o:Entity {id: $of})
WHERE e.seats IS NOT NULL AND e.dateLo <= $onHi
RETURN e
ORDER BY e.dateLo DESC, e.id
LIMIT 1
