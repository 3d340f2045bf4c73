package org.iskra.reliability;

import java.util.List;

/** Strings that break naive code: Cypher and Lucene syntax, control and bidirectional characters, JSON, sheer size. */
final class Payloads {
    private Payloads() {}

    static final List<String> ALL = List.of(
            "x' }) MATCH (n) DETACH DELETE n //",
            "x\" }) MATCH (n) DETACH DELETE n //",
            "lenin\"}) WITH 1 AS x MATCH (n) SET n.name = 'pwned' RETURN x //",
            "') RETURN 1 UNION MATCH (n) DETACH DELETE n RETURN 1 //",
            "$id",
            "${id}",
            "{id}",
            "`id`",
            "lenin` OR true //",
            "CALL db.labels()",
            "; CREATE (:Pwned)",
            "' OR 1=1 --",
            "\u0000",
            "lenin\u0000",
            "a\u0000b\u0001\u001f",
            "\u202Enineл",
            "\u202Bלנין\u202C",
            "لينين",
            "\u200F\u200E\u2066x\u2069",
            "le\u0301\u0302\u0303\u0304\u0305nin",
            "Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358\u0359\u035A",
            "\uFEFFlenin",
            "ｌｅｎｉｎ",
            "🚩🚩",
            "\r\n\t",
            " ",
            "",
            "*~^\"",
            "name:lenin~ AND *",
            "lenin*",
            "?",
            "\\",
            "\\\\\"",
            "[* TO *]",
            "/.*/",
            "(?i).*",
            ".*",
            "{\"$gt\": \"\"}",
            "{\"query\": \"{ __schema { types { name } } }\"}",
            "[\"lenin\", \"martov\"]",
            "null",
            "true",
            "0",
            "-1",
            "<script>alert(1)</script>",
            "../../../../etc/passwd",
            "%00%27",
            "lenin%27",
            "A".repeat(100_000),
            "ö".repeat(30_000));

    /**
     * The payloads that are also sent as inline GraphQL literals: quotes, escapes, control and bidirectional
     * characters.
     */
    static final List<String> LITERAL = List.of(
            ALL.get(0),
            ALL.get(1),
            ALL.get(2),
            "\u0000",
            "a\u0000b\u0001\u001f",
            "\u202Enineл",
            "le\u0301\u0302\u0303\u0304\u0305nin",
            "\uFEFFlenin",
            "🚩🚩",
            "\r\n\t",
            "*~^\"",
            "\\",
            "\\\\\"",
            "{\"$gt\": \"\"}",
            "A".repeat(100_000));
}
