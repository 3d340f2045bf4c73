// Stored form of the statements of one type ({TYPE}, filled in from StatementType) among $ids,
// found through the type's id constraint: never by expanding an entity, since a party may have
// hundreds of thousands of members. The hint asks for a seek per id: with a plain index hint, a plan
// made while the type had few relationships scanned the whole index for every id and stalled a bulk
// import (minutes per batch at 100,000 people).
UNWIND $ids AS id
MATCH (a)-[r:{TYPE} {id: id}]->(b)
USING INDEX SEEK r:{TYPE}(id)
RETURN id, a.id AS from, b.id AS to, properties(r) AS props
