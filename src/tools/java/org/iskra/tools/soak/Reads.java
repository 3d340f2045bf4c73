package org.iskra.tools.soak;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** The read requests of the soak, over the shipped data: what the explorer and researchers ask. */
final class Reads {
    private static final List<String> PEOPLE = List.of(
            "lenin",
            "martov",
            "plekhanov",
            "trotsky",
            "axelrod",
            "zasulich",
            "potresov",
            "dan",
            "bogdanov",
            "krupskaya",
            "stalin",
            "kamenev",
            "zinoviev",
            "kollontai",
            "lunacharsky");
    private static final List<String> SEARCHES =
            List.of("Lénine", "Plekanov", "Iskra", "Martov", "Ленин", "Bolsheviks", "congress", "Zasulich");
    private static final List<String> CENTRES =
            List.of("lenin", "bolsheviks", "mensheviks", "iskra", "rsdlp-congress-2", "martov", "split-1903");

    static final String MEMBERS = """
            query($after: PartialDate) { members(of: ["bolsheviks", "mensheviks"], joinedAfter: $after, first: 100) {
              totalCount nodes { person { id name } organization { id } since until sources { title } } } }""";
    static final String PERSON = """
            query($id: ID!) { person(id: $id) { id name aliases born died
              memberships { organization { id name kind } since until sources { title } }
              works { id name published } congresses { congress { id name start } grouping { id } } } }""";
    static final String SEARCH =
            "query($text: String!) { search(text: $text, first: 10) { score type node { id name } } }";
    static final String TIMELINE = """
            query($from: PartialDate, $to: PartialDate) { timeline(from: $from, to: $to, first: 50) {
              date precision kind label subject { id name } object { id name } } }""";
    static final String NEIGHBOURHOOD = """
            query($id: ID!) { neighbourhood(id: $id, depth: 1, first: 60) { truncated nodes { id name } edges { id type start end } } }""";
    static final String ORGANIZATIONS = """
            { organizations(first: 20) { nodes { id name kind members(first: 0) { totalCount } } }
              stats { people organizations publications statements } }""";
    static final String CONNECTIONS = """
            query($from: ID!, $to: ID!) { connections(from: $from, to: $to, maxHops: 4, first: 5) {
              length nodes { id name } steps { type direction start end } } }""";

    private Reads() {}

    static Call next(Kind kind, SplittableRandom random) {
        return switch (kind) {
            case MEMBERS -> Call.read(kind, MEMBERS, Map.of("after", String.valueOf(1902 + random.nextInt(9))));
            case PERSON -> Call.read(kind, PERSON, Map.of("id", any(PEOPLE, random)));
            case SEARCH -> Call.read(kind, SEARCH, Map.of("text", any(SEARCHES, random)));
            case TIMELINE -> timeline(random);
            case NEIGHBOURHOOD -> Call.read(kind, NEIGHBOURHOOD, Map.of("id", any(CENTRES, random)));
            case ORGANIZATIONS -> Call.read(kind, ORGANIZATIONS, Map.of());
            case CONNECTIONS -> connections(random);
            default -> throw new IllegalArgumentException(kind + " is not a read");
        };
    }

    private static Call timeline(SplittableRandom random) {
        int from = 1895 + random.nextInt(22);
        return Call.read(
                Kind.TIMELINE,
                TIMELINE,
                Map.of("from", String.valueOf(from), "to", String.valueOf(from + random.nextInt(3))));
    }

    private static Call connections(SplittableRandom random) {
        String from = any(PEOPLE, random);
        String to = any(PEOPLE, random);
        return Call.read(
                Kind.CONNECTIONS, CONNECTIONS, Map.of("from", from, "to", to.equals(from) ? "bolsheviks" : to));
    }

    private static String any(List<String> values, SplittableRandom random) {
        return values.get(random.nextInt(values.size()));
    }
}
