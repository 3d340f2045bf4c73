// Knowledge graph v3: what a motion concerns, what occasioned an event or split, the stated
// strength of a grouping at a congress; ids unique per type like V004's, context indexed like V005's.
// `cause` is indexed on the types that carry acts (walk-outs, terms, refusals, moves).
CREATE CONSTRAINT concerns_unique_id IF NOT EXISTS FOR ()-[r:CONCERNS]-() REQUIRE r.id IS UNIQUE;
CREATE CONSTRAINT caused_by_unique_id IF NOT EXISTS FOR ()-[r:CAUSED_BY]-() REQUIRE r.id IS UNIQUE;
CREATE CONSTRAINT strength_at_unique_id IF NOT EXISTS FOR ()-[r:STRENGTH_AT]-() REQUIRE r.id IS UNIQUE;
CREATE INDEX concerns_context IF NOT EXISTS FOR ()-[r:CONCERNS]-() ON (r.context);
CREATE INDEX caused_by_context IF NOT EXISTS FOR ()-[r:CAUSED_BY]-() ON (r.context);
CREATE INDEX strength_at_context IF NOT EXISTS FOR ()-[r:STRENGTH_AT]-() ON (r.context);
CREATE INDEX walked_out_cause IF NOT EXISTS FOR ()-[r:WALKED_OUT]-() ON (r.cause);
CREATE INDEX member_of_cause IF NOT EXISTS FOR ()-[r:MEMBER_OF]-() ON (r.cause);
CREATE INDEX declined_cause IF NOT EXISTS FOR ()-[r:DECLINED]-() ON (r.cause);
CREATE INDEX held_in_cause IF NOT EXISTS FOR ()-[r:HELD_IN]-() ON (r.cause);
CREATE INDEX edited_cause IF NOT EXISTS FOR ()-[r:EDITED]-() ON (r.cause);
CREATE INDEX absent_from_cause IF NOT EXISTS FOR ()-[r:ABSENT_FROM]-() ON (r.cause);
CREATE TEXT INDEX entity_former_ids_text IF NOT EXISTS FOR (n:Entity) ON (n.formerIdsText)
