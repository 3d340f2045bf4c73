// W2 by hand: a person with memberships → organization, works, congresses attended → other delegates (20 each).
MATCH (p:Person {id: $id})
CALL (p) {
  MATCH (p)-[m:MEMBER_OF]->(o:Organization)
  WHERE m.retracted IS NULL
  WITH m, o ORDER BY m.startLo LIMIT 20
  RETURN collect({since: m.start, organization: o {.id, .name}}) AS memberships
}
CALL (p) {
  MATCH (p)-[:AUTHORED]->(w:Publication)
  WITH w ORDER BY w.whenLo LIMIT 20
  RETURN collect(w {.id, .name}) AS works
}
CALL (p) {
  MATCH (p)-[a:ATTENDED]->(c:Congress)
  WITH a, c LIMIT 20
  CALL (c) {
    MATCH (d:Person)-[:ATTENDED]->(c)
    WITH d LIMIT 20
    RETURN collect(d {.id, .name}) AS delegates
  }
  RETURN collect({grouping: a.grouping, congress: c {.id, .name}, delegates: delegates}) AS congresses
}
RETURN p {.id, .name} AS person, memberships, works, congresses
