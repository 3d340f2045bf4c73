// For each organization (o) of a page of organizations (see reads/RootList.withPerItem): how many
// of its memberships pass the members filter (membershipFilter.fragment.cypher), counted without
// materialising them, in the statement that reads the page (a members list asked only for its totalCount).
COUNT { (p:Person)-[m:MEMBER_OF]->(o) WHERE {MEMBERSHIP_FILTER} }
