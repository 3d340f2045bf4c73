// The change log: one node per change, numbered in commit order (see changes/ChangeLog); the
// sequence is unique, and the ids a change is about are indexed for `changes(entity:)`.
CREATE CONSTRAINT change_sequence IF NOT EXISTS FOR (c:Change) REQUIRE c.seq IS UNIQUE;
CREATE INDEX change_subject IF NOT EXISTS FOR (c:Change) ON (c.subject);
CREATE INDEX change_from IF NOT EXISTS FOR (c:Change) ON (c.from);
CREATE INDEX change_to IF NOT EXISTS FOR (c:Change) ON (c.to);
CREATE INDEX change_kind IF NOT EXISTS FOR (c:Change) ON (c.kind)
