// Statement ids become unique per type: a uniqueness constraint (backed by the same kind of index
// as V001's) lets the importer create new statements instead of MERGE-ing them, and refuses a
// concurrent second creation of the same id. The V001 index on each is dropped first.
DROP INDEX member_of_id IF EXISTS;
CREATE CONSTRAINT member_of_unique_id IF NOT EXISTS FOR ()-[r:MEMBER_OF]-() REQUIRE r.id IS UNIQUE;
DROP INDEX elected_to_id IF EXISTS;
CREATE CONSTRAINT elected_to_unique_id IF NOT EXISTS FOR ()-[r:ELECTED_TO]-() REQUIRE r.id IS UNIQUE;
DROP INDEX authored_id IF EXISTS;
CREATE CONSTRAINT authored_unique_id IF NOT EXISTS FOR ()-[r:AUTHORED]-() REQUIRE r.id IS UNIQUE;
DROP INDEX edited_id IF EXISTS;
CREATE CONSTRAINT edited_unique_id IF NOT EXISTS FOR ()-[r:EDITED]-() REQUIRE r.id IS UNIQUE;
DROP INDEX published_by_id IF EXISTS;
CREATE CONSTRAINT published_by_unique_id IF NOT EXISTS FOR ()-[r:PUBLISHED_BY]-() REQUIRE r.id IS UNIQUE;
DROP INDEX printed_in_id IF EXISTS;
CREATE CONSTRAINT printed_in_unique_id IF NOT EXISTS FOR ()-[r:PRINTED_IN]-() REQUIRE r.id IS UNIQUE;
DROP INDEX attended_id IF EXISTS;
CREATE CONSTRAINT attended_unique_id IF NOT EXISTS FOR ()-[r:ATTENDED]-() REQUIRE r.id IS UNIQUE;
DROP INDEX voted_id IF EXISTS;
CREATE CONSTRAINT voted_unique_id IF NOT EXISTS FOR ()-[r:VOTED]-() REQUIRE r.id IS UNIQUE;
DROP INDEX walked_out_id IF EXISTS;
CREATE CONSTRAINT walked_out_unique_id IF NOT EXISTS FOR ()-[r:WALKED_OUT]-() REQUIRE r.id IS UNIQUE;
DROP INDEX participated_in_id IF EXISTS;
CREATE CONSTRAINT participated_in_unique_id IF NOT EXISTS FOR ()-[r:PARTICIPATED_IN]-() REQUIRE r.id IS UNIQUE;
DROP INDEX held_in_id IF EXISTS;
CREATE CONSTRAINT held_in_unique_id IF NOT EXISTS FOR ()-[r:HELD_IN]-() REQUIRE r.id IS UNIQUE;
DROP INDEX part_of_id IF EXISTS;
CREATE CONSTRAINT part_of_unique_id IF NOT EXISTS FOR ()-[r:PART_OF]-() REQUIRE r.id IS UNIQUE;
DROP INDEX split_of_id IF EXISTS;
CREATE CONSTRAINT split_of_unique_id IF NOT EXISTS FOR ()-[r:SPLIT_OF]-() REQUIRE r.id IS UNIQUE;
DROP INDEX resulted_in_id IF EXISTS;
CREATE CONSTRAINT resulted_in_unique_id IF NOT EXISTS FOR ()-[r:RESULTED_IN]-() REQUIRE r.id IS UNIQUE;
DROP INDEX opposed_id IF EXISTS;
CREATE CONSTRAINT opposed_unique_id IF NOT EXISTS FOR ()-[r:OPPOSED]-() REQUIRE r.id IS UNIQUE;
DROP INDEX exiled_to_id IF EXISTS;
CREATE CONSTRAINT exiled_to_unique_id IF NOT EXISTS FOR ()-[r:EXILED_TO]-() REQUIRE r.id IS UNIQUE;
DROP INDEX arrested_in_id IF EXISTS;
CREATE CONSTRAINT arrested_in_unique_id IF NOT EXISTS FOR ()-[r:ARRESTED_IN]-() REQUIRE r.id IS UNIQUE;
DROP INDEX lived_in_id IF EXISTS;
CREATE CONSTRAINT lived_in_unique_id IF NOT EXISTS FOR ()-[r:LIVED_IN]-() REQUIRE r.id IS UNIQUE;
DROP INDEX based_in_id IF EXISTS;
CREATE CONSTRAINT based_in_unique_id IF NOT EXISTS FOR ()-[r:BASED_IN]-() REQUIRE r.id IS UNIQUE
