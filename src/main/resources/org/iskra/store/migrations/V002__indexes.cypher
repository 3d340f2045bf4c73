// Label-specific lookups and sorts.
CREATE INDEX person_name IF NOT EXISTS FOR (n:Person) ON (n.name);
CREATE INDEX organization_kind IF NOT EXISTS FOR (n:Organization) ON (n.kind);
CREATE INDEX publication_kind IF NOT EXISTS FOR (n:Publication) ON (n.kind);
CREATE INDEX publication_date IF NOT EXISTS FOR (n:Publication) ON (n.whenLo);
CREATE INDEX congress_start IF NOT EXISTS FOR (n:Congress) ON (n.startLo);
// Membership date bounds, for joinedAfter / joinedBefore / activeOn.
CREATE INDEX member_of_start IF NOT EXISTS FOR ()-[r:MEMBER_OF]-() ON (r.startLo);
CREATE INDEX member_of_start_hi IF NOT EXISTS FOR ()-[r:MEMBER_OF]-() ON (r.startHi);
// Graph version, bumped by every write.
CREATE CONSTRAINT meta_key IF NOT EXISTS FOR (m:Meta) REQUIRE m.key IS UNIQUE
;
// Audit records of writes.
CREATE CONSTRAINT import_batch_id IF NOT EXISTS FOR (b:ImportBatch) REQUIRE b.id IS UNIQUE
