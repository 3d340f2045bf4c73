// Counts by label come from the count store; statements are all relationships between entities.
CALL () { MATCH (n:Person) RETURN count(n) AS people }
CALL () { MATCH (n:Organization) RETURN count(n) AS organizations }
CALL () { MATCH (n:Publication) RETURN count(n) AS publications }
CALL () { MATCH (n:Congress) RETURN count(n) AS congresses }
CALL () { MATCH (n:Split) RETURN count(n) AS splits }
CALL () { MATCH (n:Event) RETURN count(n) AS events }
CALL () { MATCH (n:Place) RETURN count(n) AS places }
CALL () { MATCH (n:Motion) RETURN count(n) AS motions }
CALL () { MATCH (n:Source) RETURN count(n) AS sources }
CALL () { MATCH ()-[r]->() RETURN count(r) AS statements }
RETURN people, organizations, publications, congresses, splits, events, places, motions, sources, statements
