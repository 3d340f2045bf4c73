// How many memberships the organizations in $of hold, and how many there are in all (the count
// store answers both without reading a relationship): MembershipStore chooses its access path from
// the ratio.
OPTIONAL MATCH (o:Entity)
WHERE o.id IN $of AND o:Organization
RETURN sum(COUNT { (o)<-[:MEMBER_OF]-() }) AS held, COUNT { ()-[:MEMBER_OF]->() } AS total
