// How many memberships the organizations in $of hold, and how many there are in all (the count
// store answers both without reading a relationship): MembershipStore chooses its access path from
// the ratio.
UNWIND $of AS organizationId
OPTIONAL MATCH (o:Entity {id: organizationId})
WHERE o:Organization
WITH sum(COUNT { (o)<-[:MEMBER_OF]-() }) AS held
RETURN held, COUNT { ()-[:MEMBER_OF]->() } AS total
