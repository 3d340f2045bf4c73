// Knowledge graph v2: motions, mandates, congress offices, decisions, appearances, refusals and
// absences are statements with ids unique per type, like V004's.
CREATE CONSTRAINT represented_unique_id IF NOT EXISTS FOR ()-[r:REPRESENTED]-() REQUIRE r.id IS UNIQUE;
CREATE CONSTRAINT held_office_unique_id IF NOT EXISTS FOR ()-[r:HELD_OFFICE]-() REQUIRE r.id IS UNIQUE;
CREATE CONSTRAINT decided_unique_id IF NOT EXISTS FOR ()-[r:DECIDED]-() REQUIRE r.id IS UNIQUE;
CREATE CONSTRAINT proposed_unique_id IF NOT EXISTS FOR ()-[r:PROPOSED]-() REQUIRE r.id IS UNIQUE;
CREATE CONSTRAINT appeared_in_unique_id IF NOT EXISTS FOR ()-[r:APPEARED_IN]-() REQUIRE r.id IS UNIQUE;
CREATE CONSTRAINT declined_unique_id IF NOT EXISTS FOR ()-[r:DECLINED]-() REQUIRE r.id IS UNIQUE;
CREATE CONSTRAINT absent_from_unique_id IF NOT EXISTS FOR ()-[r:ABSENT_FROM]-() REQUIRE r.id IS UNIQUE;
// Statements made at a congress (`context`), per type: Congress.decisions and statements(context:).
CREATE INDEX member_of_context IF NOT EXISTS FOR ()-[r:MEMBER_OF]-() ON (r.context);
CREATE INDEX elected_to_context IF NOT EXISTS FOR ()-[r:ELECTED_TO]-() ON (r.context);
CREATE INDEX authored_context IF NOT EXISTS FOR ()-[r:AUTHORED]-() ON (r.context);
CREATE INDEX edited_context IF NOT EXISTS FOR ()-[r:EDITED]-() ON (r.context);
CREATE INDEX published_by_context IF NOT EXISTS FOR ()-[r:PUBLISHED_BY]-() ON (r.context);
CREATE INDEX printed_in_context IF NOT EXISTS FOR ()-[r:PRINTED_IN]-() ON (r.context);
CREATE INDEX attended_context IF NOT EXISTS FOR ()-[r:ATTENDED]-() ON (r.context);
CREATE INDEX voted_context IF NOT EXISTS FOR ()-[r:VOTED]-() ON (r.context);
CREATE INDEX walked_out_context IF NOT EXISTS FOR ()-[r:WALKED_OUT]-() ON (r.context);
CREATE INDEX participated_in_context IF NOT EXISTS FOR ()-[r:PARTICIPATED_IN]-() ON (r.context);
CREATE INDEX held_in_context IF NOT EXISTS FOR ()-[r:HELD_IN]-() ON (r.context);
CREATE INDEX part_of_context IF NOT EXISTS FOR ()-[r:PART_OF]-() ON (r.context);
CREATE INDEX split_of_context IF NOT EXISTS FOR ()-[r:SPLIT_OF]-() ON (r.context);
CREATE INDEX resulted_in_context IF NOT EXISTS FOR ()-[r:RESULTED_IN]-() ON (r.context);
CREATE INDEX opposed_context IF NOT EXISTS FOR ()-[r:OPPOSED]-() ON (r.context);
CREATE INDEX exiled_to_context IF NOT EXISTS FOR ()-[r:EXILED_TO]-() ON (r.context);
CREATE INDEX arrested_in_context IF NOT EXISTS FOR ()-[r:ARRESTED_IN]-() ON (r.context);
CREATE INDEX lived_in_context IF NOT EXISTS FOR ()-[r:LIVED_IN]-() ON (r.context);
CREATE INDEX based_in_context IF NOT EXISTS FOR ()-[r:BASED_IN]-() ON (r.context);
CREATE INDEX represented_context IF NOT EXISTS FOR ()-[r:REPRESENTED]-() ON (r.context);
CREATE INDEX held_office_context IF NOT EXISTS FOR ()-[r:HELD_OFFICE]-() ON (r.context);
CREATE INDEX decided_context IF NOT EXISTS FOR ()-[r:DECIDED]-() ON (r.context);
CREATE INDEX proposed_context IF NOT EXISTS FOR ()-[r:PROPOSED]-() ON (r.context);
CREATE INDEX appeared_in_context IF NOT EXISTS FOR ()-[r:APPEARED_IN]-() ON (r.context);
CREATE INDEX declined_context IF NOT EXISTS FOR ()-[r:DECLINED]-() ON (r.context);
CREATE INDEX absent_from_context IF NOT EXISTS FOR ()-[r:ABSENT_FROM]-() ON (r.context)
