// The part of one sorted statement list (rows k, r, m of statementList.fragment.cypher) that a key
// pages to: after the statement whose id is k.after (or, with k.afterOther, whose other end has
// that id), at most k.first (null: the rest); an after that names nothing gives an empty page.
WITH k, collect({statement: r, other: m}) AS listed
WITH k, listed, coalesce(head([i IN range(0, size(listed) - 1)
       WHERE CASE WHEN k.afterOther THEN listed[i].other.id ELSE listed[i].statement.id END = k.after]) + 1, size(listed)) AS start
UNWIND listed[start..CASE WHEN k.first IS NULL THEN size(listed) ELSE start + k.first END] AS row
WITH k, row.statement AS r, row.other AS m
