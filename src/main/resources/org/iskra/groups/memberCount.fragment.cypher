// For each organization of a page of organizations ({ITEM}, see reads/RootList.withPerItem): how many
// of its memberships pass the members filter (membershipFilter.fragment.cypher), counted without
// materialising them, in the statement that reads the page (a members list asked only for its totalCount).
COUNT { (p:Person)-[m:MEMBER_OF]->({ITEM}) WHERE {MEMBERSHIP_FILTER} }
