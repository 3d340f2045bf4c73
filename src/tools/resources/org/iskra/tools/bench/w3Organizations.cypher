// W3 by hand: the first 20 organizations by name with their member counts.
MATCH (o:Organization)
WITH o ORDER BY o.name, o.id LIMIT 20
RETURN o.id AS id, o.name AS name, COUNT { (:Person)-[m:MEMBER_OF]->(o) WHERE m.retracted IS NULL } AS members
