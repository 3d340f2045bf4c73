package org.iskra.research;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.StreamSupport;
import org.iskra.testing.Json;
import org.iskra.testing.ShippedDataServer;
import org.junit.jupiter.api.Test;

/**
 * Questions a historian asks of the shipped data, each answered from structured fields only (never by reading a note or
 * a description), and graded against what the history books say.
 */
class ResearcherQuestionsIT extends ShippedDataServer {

    private static List<String> ids(JsonNode array, String pointer) {
        return Json.texts(array, pointer);
    }

    /** What was the vote on Martov's wording of paragraph 1 of the Rules? 28 for, 22 against, 1 abstention: adopted. */
    @Test
    void theVoteOnParagraphOne() {
        JsonNode m =
                data("{ motion(id: \"motion-rules-paragraph-1-martov\") { congress { id } proposedBy { from { id } } "
                                + "decisions { outcome votesFor votesAgainst abstentions certainty sources { title } } } }")
                        .get("motion");
        assertEquals("rsdlp-congress-2", m.at("/congress/id").asText());
        assertTrue(ids(m.get("proposedBy"), "/from/id").contains("martov"));
        boolean found = false;
        for (JsonNode d : m.get("decisions")) {
            assertEquals("ADOPTED", d.get("outcome").asText());
            assertFalse(d.get("sources").isEmpty());
            found |= d.get("votesFor").asInt() == 28
                    && d.get("votesAgainst").asInt() == 22
                    && d.get("abstentions").asInt() == 1;
        }
        assertTrue(found, m.toString());
    }

    /** How did Lenin and Martov vote on paragraph 1? Each for his own wording. */
    @Test
    void howLeninAndMartovVoted() {
        JsonNode lenin =
                data("{ motion(id: \"motion-rules-paragraph-1-lenin\") { votes(choice: FOR) { voter { id } } } }")
                        .at("/motion/votes");
        JsonNode martov =
                data("{ motion(id: \"motion-rules-paragraph-1-martov\") { votes(choice: FOR) { voter { id } } } }")
                        .at("/motion/votes");
        assertTrue(ids(lenin, "/voter/id").containsAll(List.of("lenin", "plekhanov")), lenin.toString());
        assertTrue(ids(martov, "/voter/id").containsAll(List.of("martov", "trotsky")), martov.toString());
    }

    /**
     * How many delegates and votes did the Second Congress have? 43 voting delegates with 51 votes, 14 consultative.
     */
    @Test
    void theSecondCongressFigures() {
        JsonNode c =
                data("{ congress(id: \"rsdlp-congress-2\") { votingDelegateCount consultativeDelegateCount voteCount "
                                + "roster { knownCount recordedCount complete } } }")
                        .get("congress");
        assertEquals(43, c.get("votingDelegateCount").asInt());
        assertEquals(14, c.get("consultativeDelegateCount").asInt());
        assertEquals(51, c.get("voteCount").asInt());
        assertEquals(57, c.at("/roster/knownCount").asInt());
        assertTrue(c.at("/roster/recordedCount").asInt() <= 57);
        assertEquals(
                c.at("/roster/recordedCount").asInt() == 57,
                c.at("/roster/complete").asBoolean());
    }

    /** Who chaired the Second Congress? Plekhanov. */
    @Test
    void whoChairedTheSecondCongress() {
        JsonNode officers = data("{ congress(id: \"rsdlp-congress-2\") { officers { person { id } role } } }")
                .at("/congress/officers");
        List<String> chairs = new ArrayList<>();
        officers.forEach(o -> {
            if (o.get("role").asText().equals("chair")) {
                chairs.add(o.at("/person/id").asText());
            }
        });
        assertEquals(List.of("plekhanov"), chairs);
    }

    /**
     * Is the roster of the First Congress complete, and whom did the Bund's delegates represent? Nine of nine; Kremer,
     * Mutnik and Kats for the Bund.
     */
    @Test
    void theFirstCongressRoster() {
        JsonNode c =
                data("{ congress(id: \"rsdlp-congress-1\") { roster { knownCount recordedCount complete } mandates { person { id } organization { id } } } }")
                        .get("congress");
        assertEquals(9, c.at("/roster/knownCount").asInt());
        // Petrusevich (Ekaterinoslav) is named by the 1923 anniversary collection; Kats only by popular works;
        // Vigdorchik, seen at the congress house by the police (Russian Wikipedia), is recorded as uncertain: eight
        // of the nine
        assertEquals(8, c.at("/roster/recordedCount").asInt());
        assertFalse(c.at("/roster/complete").asBoolean());
        List<String> bund = new ArrayList<>();
        c.get("mandates").forEach(m -> {
            if (m.at("/organization/id").asText().equals("bund")) {
                bund.add(m.at("/person/id").asText());
            }
        });
        assertEquals(List.of("kremer", "mutnik"), bund.stream().sorted().toList());
    }

    /**
     * Who sat on the Central Committee on 20 August 1917, four days after the Sixth Congress closed on 3 (16) August?
     * The 21 members it elected, counted as certain from the congress's close although the sources date the election
     * only to the month, and 8 of its 10 candidates (two are named by no source).
     */
    @Test
    void theCentralCommitteeJustAfterTheSixthCongress() {
        JsonNode r = data("{ organization(id: \"rsdlp-central-committee\") { roster(on: \"1917-08-20\") {"
                        + " seatsStated seatsKnown candidateSeatsStated candidatesKnown members { person { id } }"
                        + " possible { person { id } } } } }")
                .at("/organization/roster");
        assertEquals(21, r.get("seatsStated").asInt());
        assertEquals(21, r.get("seatsKnown").asInt());
        assertEquals(10, r.get("candidateSeatsStated").asInt());
        assertEquals(8, r.get("candidatesKnown").asInt());
        List<String> members = ids(r.get("members"), "/person/id");
        assertTrue(
                members.containsAll(List.of("lenin", "trotsky", "sverdlov", "kollontai", "shaumian")),
                members.toString());
        assertFalse(members.contains("fyodorov-grigory"), "elected in April, not re-elected in August: " + members);
        // the April terms ran out by the congress's close (endBy within an end known to the month): none is possible
        assertEquals(List.of(), ids(r.get("possible"), "/person/id"));
    }

    /**
     * Who sat on the Central Committee on 5 August 1917, three days before the Sixth Congress opened? The nine elected
     * in April, measured against the April election: the congress's election, dated only to August, had not been held,
     * and the terms it began cannot have begun, even as possible ones: each gives the congress's opening as its
     * {@code startAfter}, which the roster and {@code members(activeOn:)} both read.
     */
    @Test
    void theCentralCommitteeOnTheEveOfTheSixthCongress() {
        JsonNode r = data("{ organization(id: \"rsdlp-central-committee\") { roster(on: \"1917-08-05\") {"
                        + " seatsStated seatsKnown complete election { id } members { person { id } }"
                        + " possible { person { id } } } } }")
                .at("/organization/roster");
        assertEquals(9, r.get("seatsStated").asInt(), r.toString());
        assertEquals(9, r.get("seatsKnown").asInt(), r.toString());
        assertTrue(r.get("complete").asBoolean(), r.toString());
        List<String> members = ids(r.get("members"), "/person/id");
        assertTrue(members.containsAll(List.of("lenin", "fyodorov-grigory", "kamenev")), members.toString());
        assertFalse(members.contains("trotsky"), "elected in August: " + members);
        assertEquals(List.of(), ids(r.get("possible"), "/person/id"));
        JsonNode active = data("{ members(of: [\"rsdlp-central-committee\"], activeOn: \"1917-08-05\", first: 100) {"
                        + " nodes { person { id } since } } }")
                .at("/members/nodes");
        List<String> since = ids(active, "/since");
        assertFalse(since.isEmpty(), active.toString());
        assertFalse(since.contains("1917-08"), "no term of the August election is active before it: " + active);
        assertFalse(ids(active, "/person/id").contains("trotsky"), active.toString());
    }

    /** Which organization gave Lenin his mandate at the Third Congress? The Odessa Committee. */
    @Test
    void leninsMandateAtTheThirdCongress() {
        JsonNode mandates =
                data("{ congress(id: \"rsdlp-congress-3\") { delegates { person { id } mandates { organization { id } } } } }")
                        .at("/congress/delegates");
        for (JsonNode d : mandates) {
            if (d.at("/person/id").asText().equals("lenin")) {
                assertEquals(
                        "rsdlp-odessa-committee",
                        d.at("/mandates/0/organization/id").asText());
                return;
            }
        }
        throw new AssertionError("Lenin is not among the delegates: " + mandates);
    }

    /**
     * Who was elected to the Central Committee at the Prague conference? Lenin, Zinoviev, Ordzhonikidze, Spandaryan,
     * Goloshchekin, Malinovsky among them.
     */
    @Test
    void theCentralCommitteeElectedAtPrague() {
        JsonNode s =
                data("{ statements(context: \"rsdlp-conference-prague-1912\", types: [MEMBER_OF], first: 50) { nodes { from { id } to { id } began } } }")
                        .at("/statements/nodes");
        assertTrue(
                ids(s, "/from/id")
                        .containsAll(List.of(
                                "lenin", "zinoviev", "ordzhonikidze", "spandaryan", "goloshchekin", "malinovsky")),
                s.toString());
        assertTrue(
                ids(s, "/to/id").stream()
                        .allMatch(
                                List.of("rsdlp-central-committee", "russian-bureau-of-the-central-committee")
                                        ::contains),
                "the conference elected the Central Committee and its Russian Bureau: " + s);
        assertTrue(ids(s, "/began").stream().allMatch(b -> b.equals("elected") || b.equals("co-opted")), s.toString());
    }

    /** Who sat on the Iskra editorial board in June 1904? Plekhanov and the co-opted Mensheviks, no longer Lenin. */
    @Test
    void theIskraBoardIn1904() {
        JsonNode m =
                data("{ members(of: [\"iskra-editorial-board\"], activeOn: \"1904-06\", first: 50) { nodes { person { id } } } }")
                        .at("/members/nodes");
        List<String> board = ids(m, "/person/id");
        assertTrue(
                board.containsAll(List.of("plekhanov", "martov", "axelrod", "zasulich", "potresov")), board.toString());
        assertFalse(board.contains("lenin"), board.toString());
        JsonNode early =
                data("{ members(of: [\"iskra-editorial-board\"], activeOn: \"1902\", first: 50) { nodes { person { id } } } }")
                        .at("/members/nodes");
        assertTrue(ids(early, "/person/id").contains("lenin"));
    }

    /** Who refused to serve on the editorial board elected by the Second Congress? Martov. */
    @Test
    void whoRefusedTheIskraBoard() {
        JsonNode a = data("{ congress(id: \"rsdlp-congress-2\") { absences { type from { id } to { id } } } }")
                .at("/congress/absences");
        boolean martov = false;
        for (JsonNode s : a) {
            martov |= s.get("type").asText().equals("DECLINED")
                    && s.at("/from/id").asText().equals("martov")
                    && s.at("/to/id").asText().equals("iskra-editorial-board");
        }
        assertTrue(martov, a.toString());
    }

    /** In which issue of Iskra did "Where to Begin" appear, and how many issues did Vpered publish? No. 4; 18. */
    @Test
    void issueNumbersAndCounts() {
        JsonNode a = data("{ publication(id: \"where-to-begin\") { appearedIn { periodical { id } issue } } }")
                .at("/publication/appearedIn/0");
        assertEquals("iskra", a.at("/periodical/id").asText());
        assertEquals(4, a.get("issue").asInt());
        assertEquals(
                18,
                data("{ publication(id: \"vpered\") { issueCount } }")
                        .at("/publication/issueCount")
                        .asInt());
    }

    /** In 1905, where was Tammerfors? In the Grand Duchy of Finland, part of the Russian Empire. */
    @Test
    void whereTammerforsWasIn1905() {
        JsonNode h = data("{ place(id: \"tammerfors\") { hierarchy(asOf: \"1905\") { id kind } } }")
                .at("/place/hierarchy");
        assertEquals(List.of("finland", "russia"), ids(h, "/id"));
    }

    /** Where did Lenin live in 1910, and Trotsky in 1910? Paris; Vienna. */
    @Test
    void whereLeninAndTrotskyLivedIn1910() {
        assertEquals(List.of("paris"), residencesIn("lenin", "1910"));
        assertEquals(List.of("vienna"), residencesIn("trotsky", "1910"));
    }

    private static List<String> residencesIn(String person, String year) {
        JsonNode n = data("{ neighbourhood(id: \"" + person + "\", types: [LIVED_IN], asOf: \"" + year
                        + "\") { nodes { id } } }")
                .at("/neighbourhood/nodes");
        return ids(n, "/id").stream().filter(id -> !id.equals(person)).toList();
    }

    /**
     * Who stood trial in February 1915 with the Bolshevik Duma deputies? The five deputies, Kamenev (Rozenfeld) and the
     * six others the sentence names (the 1918 collection of Okhrana documents), each a defendant.
     */
    @Test
    void theBolshevikDeputiesKamenevAndSixOthersWereTheDefendantsOf1915() {
        JsonNode s = data("{ event(id: \"trial-of-bolshevik-duma-deputies-1915\") { date"
                        + " statements(types: [PARTICIPATED_IN]) { role from { id } } } }")
                .get("event");
        assertEquals("1915-02-23", s.get("date").asText());
        assertEquals(
                List.of(
                        "antipov-trial-1915",
                        "badayev",
                        "gavrilova-trial-1915",
                        "kamenev",
                        "kozlov-trial-1915",
                        "linde-trial-1915",
                        "muranov",
                        "petrovsky",
                        "samoilov",
                        "shagov",
                        "voronin-trial-1915",
                        "yakovlev-trial-1915"),
                ids(s.get("statements"), "/from/id").stream().sorted().toList());
        assertEquals(
                List.of("defendant"),
                ids(s.get("statements"), "/role").stream().distinct().toList());
    }

    /**
     * How many votes did each member of the Central Committee elected at the April Conference of 1917 receive? Lenin
     * 104 of 109, then Zinoviev 101 and Stalin 97 (Loginov): the votes are data on each elected term.
     */
    @Test
    void theAprilConferenceElectionByVotesReceived() {
        JsonNode terms =
                data("{ congress(id: \"rsdlp-conference-april-1917\") { decisions(types: [MEMBER_OF], first: 50)"
                                + " { nodes { role votes from { id } } } } }")
                        .at("/congress/decisions/nodes");
        List<String> members = StreamSupport.stream(terms.spliterator(), false)
                .filter(t -> "member".equals(t.get("role").asText())
                        && !t.get("votes").isNull())
                .sorted(Comparator.comparingInt((JsonNode t) -> t.get("votes").asInt())
                        .reversed())
                .map(t -> t.get("votes").asInt() + " " + t.at("/from/id").asText())
                .toList();
        assertEquals(List.of("104 lenin", "101 zinoviev", "97 stalin"), members.subList(0, 3), members.toString());
        assertEquals(9, members.size(), members.toString());
    }

    /** Who joined the Bolsheviks and the Mensheviks after 1903, and is every faction membership dated? */
    @Test
    void theFlagshipQuestionStillAnswers() {
        JsonNode m =
                data("{ members(of: [\"bolsheviks\", \"mensheviks\"], joinedAfter: \"1903\", first: 500) { totalCount nodes { since sources { title } } } }")
                        .get("members");
        assertTrue(m.get("totalCount").asInt() > 50, m.toString());
        m.get("nodes").forEach(n -> {
            assertTrue(n.get("since").asText().compareTo("1904") >= 0, n.toString());
            assertFalse(n.get("sources").isEmpty());
        });
    }
}
