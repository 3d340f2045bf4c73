// The filter of a members list, over a membership m of a person p, spliced into every members query
// where it writes {MEMBERSHIP_FILTER} (parameters: MembersFilter.params()). Each line below is one
// clause, named by what sets it; MembersFilter joins with AND the clauses of the arguments a request
// sets (no clause: true), so that a membership row is checked only against the filters asked for.
// Dates follow the interval semantics of PartialDate (schema.graphqls, Query.members): joinedAfter
// ($afterHi) and joinedBefore ($beforeLo) are exclusive, the start certainly after or before the
// interval; activeOn ($onLo … $onHi) is inclusive, the membership may overlap it, an unknown end
// counting until endBy, else until the person's death. Unknown start dates never match a date filter.
notRetracted: m.retracted IS NULL
role: m.role = $role
joinedAfter: m.startLo > $afterHi
joinedBefore: m.startHi < $beforeLo
activeOn: m.startLo <= $onHi AND coalesce(m.endHi, m.endByHi, p.diedHi, $onLo) >= $onLo
