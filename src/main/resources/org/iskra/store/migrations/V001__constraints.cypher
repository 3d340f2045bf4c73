// Every entity and source has one id, unique across all types.
CREATE CONSTRAINT entity_id IF NOT EXISTS FOR (n:Entity) REQUIRE n.id IS UNIQUE;
// Statements are relationships; each type indexes its stable id (retraction, audit, idempotent import).
CREATE INDEX member_of_id IF NOT EXISTS FOR ()-[r:MEMBER_OF]-() ON (r.id);
CREATE INDEX elected_to_id IF NOT EXISTS FOR ()-[r:ELECTED_TO]-() ON (r.id);
CREATE INDEX authored_id IF NOT EXISTS FOR ()-[r:AUTHORED]-() ON (r.id);
CREATE INDEX edited_id IF NOT EXISTS FOR ()-[r:EDITED]-() ON (r.id);
CREATE INDEX published_by_id IF NOT EXISTS FOR ()-[r:PUBLISHED_BY]-() ON (r.id);
CREATE INDEX printed_in_id IF NOT EXISTS FOR ()-[r:PRINTED_IN]-() ON (r.id);
CREATE INDEX attended_id IF NOT EXISTS FOR ()-[r:ATTENDED]-() ON (r.id);
CREATE INDEX voted_id IF NOT EXISTS FOR ()-[r:VOTED]-() ON (r.id);
CREATE INDEX walked_out_id IF NOT EXISTS FOR ()-[r:WALKED_OUT]-() ON (r.id);
CREATE INDEX participated_in_id IF NOT EXISTS FOR ()-[r:PARTICIPATED_IN]-() ON (r.id);
CREATE INDEX held_in_id IF NOT EXISTS FOR ()-[r:HELD_IN]-() ON (r.id);
CREATE INDEX part_of_id IF NOT EXISTS FOR ()-[r:PART_OF]-() ON (r.id);
CREATE INDEX split_of_id IF NOT EXISTS FOR ()-[r:SPLIT_OF]-() ON (r.id);
CREATE INDEX resulted_in_id IF NOT EXISTS FOR ()-[r:RESULTED_IN]-() ON (r.id);
CREATE INDEX opposed_id IF NOT EXISTS FOR ()-[r:OPPOSED]-() ON (r.id);
CREATE INDEX exiled_to_id IF NOT EXISTS FOR ()-[r:EXILED_TO]-() ON (r.id);
CREATE INDEX arrested_in_id IF NOT EXISTS FOR ()-[r:ARRESTED_IN]-() ON (r.id);
CREATE INDEX lived_in_id IF NOT EXISTS FOR ()-[r:LIVED_IN]-() ON (r.id);
CREATE INDEX based_in_id IF NOT EXISTS FOR ()-[r:BASED_IN]-() ON (r.id)
