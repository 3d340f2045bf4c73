// The filter of a members list, over a membership m of a person p: the one predicate every members
// query splices in where it writes {MEMBERSHIP_FILTER} (parameters: MembersFilter.params()). Dates
// follow the interval semantics of PartialDate (schema.graphqls, Query.members): joinedAfter
// ($afterHi) and joinedBefore ($beforeLo) are exclusive, the start certainly after or before the
// interval; activeOn ($onLo … $onHi) is inclusive, the membership may overlap it, an unknown end
// counting until endBy, else until the person's death. Unknown start dates never match a date filter.
($includeRetracted OR m.retracted IS NULL)
  AND ($role IS NULL OR m.role = $role)
  AND ($afterHi IS NULL OR m.startLo > $afterHi)
  AND ($beforeLo IS NULL OR m.startHi < $beforeLo)
  AND ($onLo IS NULL OR (m.startLo <= $onHi AND coalesce(m.endHi, m.endByHi, p.diedHi, $onLo) >= $onLo))
