// W2 by hand: a person with memberships → organization, works, congresses attended → delegates,
// 20 of each list, in the orders and with the filters of the GraphQL fields (retracted statements
// hidden; statements by date, else by the other end's date, undated last, then by id).
MATCH (p:Entity {id: $id})
WHERE p:Person
CALL (p) {
  MATCH (p)-[m:MEMBER_OF]->(o:Entity)
  WHERE m.retracted IS NULL
  WITH m, o ORDER BY coalesce(m.startLo, m.dateLo, o.whenLo), m.id LIMIT 20
  RETURN collect({since: m.start, organization: o {.id, .name}}) AS memberships
}
CALL (p) {
  MATCH (p)-[a:AUTHORED]->(w:Entity)
  WHERE a.retracted IS NULL
  WITH w ORDER BY coalesce(a.startLo, a.dateLo, w.whenLo), a.id LIMIT 20
  RETURN collect(w {.id, .name}) AS works
}
CALL (p) {
  MATCH (p)-[a:ATTENDED]->(c:Entity)
  WHERE a.retracted IS NULL
  WITH a, c ORDER BY coalesce(a.startLo, a.dateLo, c.whenLo), a.id LIMIT 20
  CALL (c) {
    MATCH (d:Entity)-[t:ATTENDED]->(c)
    WHERE t.retracted IS NULL
    WITH d ORDER BY coalesce(t.startLo, t.dateLo, d.whenLo), t.id LIMIT 20
    RETURN collect(d {.id, .name}) AS delegates
  }
  RETURN collect({grouping: a.grouping, congress: c {.id, .name}, delegates: delegates}) AS congresses
}
RETURN p {.id, .name} AS person, memberships, works, congresses
