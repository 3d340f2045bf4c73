package org.iskra.congresses;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.iskra.testing.Facts;
import org.iskra.testing.Json;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Knowledge graph v3 through GraphQL over HTTP, on a small fixture: terms of a body read by one model (roster on a
 * date, members(activeOn:), how terms began and ended), grouping strengths with the votes left after a walk-out, causes
 * and subjects of acts and motions, source tiers, and a merged body's former id that still resolves.
 */
class KnowledgeGraphV3IT {
    private static TestServer server;

    @BeforeAll
    static void load() {
        TestDatabase.clean();
        Facts.load("""
                {"sources": [{"id": "minutes", "title": "Minutes", "tier": "primary"}, {"id": "gse", "title": "GSE", "tier": "reference", "formerIds": ["gse-copy"]}],
                 "people": [
                   {"id": "lenin", "name": "Lenin", "sources": ["minutes"]},
                   {"id": "martov", "name": "Martov", "sources": ["minutes"]},
                   {"id": "krasin", "name": "Krasin", "sources": ["minutes"]},
                   {"id": "rykov", "name": "Rykov", "sources": ["minutes"]},
                   {"id": "liber", "name": "Liber", "sources": ["minutes"]},
                   {"id": "akimov", "name": "Akimov", "sources": ["minutes"]},
                   {"id": "sverdlov", "name": "Sverdlov", "sources": ["minutes"]}],
                 "organizations": [
                   {"id": "cc", "name": "Central Committee", "kind": "committee", "sources": ["minutes"]},
                   {"id": "bund", "name": "Bund", "kind": "party", "sources": ["minutes"]},
                   {"id": "iskra-majority", "name": "Iskra majority", "kind": "grouping", "sources": ["minutes"]},
                   {"id": "fraction", "name": "Duma fraction", "kind": "group", "sources": ["minutes"]},
                   {"id": "bureau", "name": "Bureau abroad", "kind": "committee", "sources": ["minutes"]},
                   {"id": "kiev-committee", "name": "Kiev committee", "kind": "committee", "formerIds": ["kiev-organisation"], "sources": ["minutes"]}],
                 "congresses": [
                   {"id": "congress-2", "name": "Second Congress", "kind": "congress", "start": "1903-07-30", "end": "1903-08-23", "sources": ["minutes"]},
                   {"id": "congress-4", "name": "Fourth Congress", "kind": "congress", "start": "1906-04-23", "end": "1906-05-08", "sources": ["minutes"]}],
                 "motions": [{"id": "bund-federation", "name": "Bund as sole representative", "kind": "resolution", "sources": ["minutes"]}],
                 "events": [{"id": "cc-election-4", "name": "CC elected at the Fourth Congress", "kind": "election", "date": "1906-05-08",
                             "seats": 3, "candidateSeats": 1, "sources": ["gse"]},
                            {"id": "vote-rules", "name": "Vote on the rules", "kind": "vote", "date": "1903-08", "sources": ["minutes"]}],
                 "splits": [{"id": "split-1903", "name": "The split", "date": "1903-08", "sources": ["minutes"]}],
                 "statements": [
                   {"id": "e4-cc", "type": "PART_OF", "from": "cc-election-4", "to": "cc", "sources": ["gse"]},
                   {"id": "e4-congress", "type": "PART_OF", "from": "cc-election-4", "to": "congress-4", "sources": ["gse"]},
                   {"id": "lenin-cc-1905", "type": "MEMBER_OF", "from": "lenin", "to": "cc", "role": "member", "began": "elected", "start": "1905-05-10", "end": "1906-05-08", "ended": "term-expired", "sources": ["gse"]},
                   {"id": "krasin-cc-4", "type": "MEMBER_OF", "from": "krasin", "to": "cc", "role": "member", "began": "elected", "context": "congress-4", "start": "1906-05-08", "end": "1907-06-01", "ended": "term-expired", "sources": ["gse"]},
                   {"id": "rykov-cc-4", "type": "MEMBER_OF", "from": "rykov", "to": "cc", "role": "member", "began": "elected", "context": "congress-4", "start": "1906-05-08", "end": "1906-05-20", "ended": "arrested", "sources": ["gse"]},
                   {"id": "lenin-cc-4-disputed", "type": "MEMBER_OF", "from": "lenin", "to": "cc", "role": "member", "start": "1906", "end": "1907", "certainty": "disputed", "note": "One encyclopedia has him on this CC, the minutes do not.", "sources": ["gse"]},
                   {"id": "sverdlov-cc-elected", "type": "MEMBER_OF", "from": "sverdlov", "to": "cc", "role": "member", "began": "elected", "start": "1906-05-08", "endUnknown": true, "endBy": "1907-06-01", "certainty": "disputed", "note": "Elected at the congress in one account.", "sources": ["gse"]},
                   {"id": "sverdlov-cc-co-opted", "type": "MEMBER_OF", "from": "sverdlov", "to": "cc", "role": "member", "began": "co-opted", "start": "1906-06", "endUnknown": true, "endBy": "1907-06-01", "certainty": "disputed", "note": "Co-opted in June in another.", "sources": ["minutes"]},
                   {"id": "akimov-co-opted-cc", "type": "MEMBER_OF", "from": "akimov", "to": "cc", "role": "member", "began": "co-opted", "start": "1906", "endUnknown": true, "endBy": "1907-06-01", "sources": ["gse"]},
                   {"id": "liber-cc-advisory", "type": "MEMBER_OF", "from": "liber", "to": "cc", "role": "advisory", "start": "1906-05-08", "endUnknown": true, "endBy": "1907-06-01", "sources": ["gse"]},
                   {"id": "martov-cc-4", "type": "MEMBER_OF", "from": "martov", "to": "cc", "role": "candidate", "began": "elected", "context": "congress-4", "start": "1906-05-08", "endUnknown": true, "endBy": "1907-06-01", "sources": ["gse"]},
                   {"id": "krasin-fraction", "type": "MEMBER_OF", "from": "krasin", "to": "fraction", "role": "member", "start": "1912-11", "end": "1914-07", "sources": ["gse"]},
                   {"id": "krasin-fraction-chair", "type": "MEMBER_OF", "from": "krasin", "to": "fraction", "role": "chair", "start": "1913-10", "end": "1914-05", "sources": ["gse"]},
                   {"id": "liber-bureau", "type": "MEMBER_OF", "from": "liber", "to": "bureau", "role": "member", "startBy": "1910-06", "endUnknown": true, "endBy": "1912", "sources": ["gse"]},
                   {"id": "rykov-fraction", "type": "MEMBER_OF", "from": "rykov", "to": "fraction", "role": "member", "start": "1912-11", "end": "1914-07", "sources": ["gse"]},
                   {"id": "liber-at-2", "type": "ATTENDED", "from": "liber", "to": "congress-2", "role": "delegate", "grouping": "bund", "sources": ["minutes"]},
                   {"id": "liber-mandate", "type": "REPRESENTED", "from": "liber", "to": "bund", "context": "congress-2", "role": "delegate", "votes": 2, "grouping": "bund", "sources": ["minutes"]},
                   {"id": "lenin-at-2", "type": "ATTENDED", "from": "lenin", "to": "congress-2", "role": "delegate", "grouping": "iskra-majority", "sources": ["minutes"]},
                   {"id": "lenin-mandate", "type": "REPRESENTED", "from": "lenin", "to": "kiev-committee", "context": "congress-2", "role": "delegate", "votes": 2, "grouping": "iskra-majority", "sources": ["minutes"]},
                   {"id": "bund-strength", "type": "STRENGTH_AT", "from": "bund", "to": "congress-2", "votes": 5, "sources": ["minutes"]},
                   {"id": "majority-strength-a", "type": "STRENGTH_AT", "from": "iskra-majority", "to": "congress-2", "votes": 24, "certainty": "disputed", "note": "24 in one account.", "sources": ["minutes"]},
                   {"id": "majority-strength-b", "type": "STRENGTH_AT", "from": "iskra-majority", "to": "congress-2", "votes": 20, "certainty": "disputed", "note": "20 in another.", "sources": ["gse"]},
                   {"id": "bund-motion-at-2", "type": "PART_OF", "from": "bund-federation", "to": "congress-2", "sources": ["minutes"]},
                   {"id": "bund-motion-concerns-bund", "type": "CONCERNS", "from": "bund-federation", "to": "bund", "sources": ["minutes"]},
                   {"id": "split-caused-by-vote", "type": "CAUSED_BY", "from": "split-1903", "to": "vote-rules", "certainty": "disputed", "note": "One historian says so, another does not.", "sources": ["minutes"]},
                   {"id": "liber-left-iskra-majority", "type": "MEMBER_OF", "from": "liber", "to": "iskra-majority", "role": "member", "start": "1903", "end": "1903-08", "ended": "left", "cause": "split-1903", "sources": ["minutes"]},
                   {"id": "liber-walked-out", "type": "WALKED_OUT", "from": "liber", "to": "congress-2", "cause": "bund-federation", "date": "1903-08-18", "sources": ["minutes"]}
                 ]}
                """);
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void aBodysRosterOnADateReadsItsTermsAgainstTheSeatsItsElectionFilled() {
        JsonNode r = server.data(
                        "{ organization(id: \"cc\") { roster(on: \"1906-05-15\") { on seatsStated candidateSeatsStated seatsKnown "
                                + "candidatesKnown complete election { id seats } members { person { id } began ended context { id } } candidates { person { id } } "
                                + "advisory { person { id } role } disputed { id } possible { id } } } }")
                .at("/organization/roster");
        assertEquals(List.of("krasin", "rykov"), Json.texts(r.get("members"), "/person/id"));
        assertEquals(List.of("martov"), Json.texts(r.get("candidates"), "/person/id"));
        assertEquals(
                List.of("liber"),
                Json.texts(r.get("advisory"), "/person/id"),
                "a place with a consultative voice only is listed apart from the members and fills no seat");
        assertEquals(
                List.of("lenin-cc-4-disputed", "sverdlov-cc-elected"),
                Json.texts(r.get("disputed"), "/id"),
                "a disputed term is shown apart, not counted");
        assertEquals(
                List.of("akimov-co-opted-cc"),
                Json.texts(r.get("possible"), "/id"),
                "co-opted some time in 1906: may have sat by 15 May");
        JsonNode laterThatYear = server.data(
                "{ organization(id: \"cc\") { roster(on: \"1907-01-10\") { members { person { id } } possible { id } } } }");
        assertEquals(
                List.of("akimov", "krasin", "sverdlov"),
                Json.texts(laterThatYear.at("/organization/roster/members"), "/person/id"),
                "Sverdlov sits in both versions by then (elected, or co-opted in June): counted once, by the first");
        assertEquals(
                List.of("lenin-cc-4-disputed"),
                Json.texts(
                        server.data("{ organization(id: \"cc\") { roster(on: \"1907-01-10\") { disputed { id } } } }")
                                .at("/organization/roster/disputed"),
                        "/id"),
                "the versions that agree Sverdlov sat are no longer apart; Lenin's single disputed version still is");
        assertEquals(3, r.get("seatsStated").asInt());
        assertEquals(2, r.get("seatsKnown").asInt());
        assertFalse(r.get("complete").asBoolean(), "3 seats stated, 2 recorded");
        assertEquals("cc-election-4", r.at("/election/id").asText());
        assertEquals("arrested", r.at("/members/1/ended").asText());
        assertEquals("congress-4", r.at("/members/0/context/id").asText());

        JsonNode later = server.data(
                "{ organization(id: \"cc\") { roster(on: \"1906-06-01\") { members { person { id } } } } }");
        assertEquals(
                List.of("krasin"),
                Json.texts(later.at("/organization/roster/members"), "/person/id"),
                "Rykov was arrested on 20 May");
        JsonNode before = server.data(
                "{ organization(id: \"cc\") { roster(on: \"1906-01\") { seatsStated complete members { person { id } } } } }");
        assertEquals(List.of("lenin"), Json.texts(before.at("/organization/roster/members"), "/person/id"));
        assertEquals(
                1, before.at("/organization/roster/members").size(), "the 1905 term: the disputed one (1906) is apart");
        assertTrue(
                before.at("/organization/roster/seatsStated").isNull(),
                "no election with stated seats before May 1906");
    }

    @Test
    void aMemberWhoAlsoHoldsAnOfficeHoldsOneSeat() {
        JsonNode r = server.data(
                        "{ organization(id: \"fraction\") { roster(on: \"1914-01\") { seatsKnown members { id person { id } role } } } }")
                .at("/organization/roster");
        assertEquals(
                List.of("krasin-fraction", "krasin-fraction-chair", "rykov-fraction"),
                Json.texts(r.get("members"), "/id").stream().sorted().toList(),
                "both of Krasin's terms are listed");
        assertEquals(
                2,
                r.get("seatsKnown").asInt(),
                "two people, two seats: the chair is Krasin's office, not a third seat");
    }

    @Test
    void aTermWhoseStartIsUndatedSitsFromTheDateASourceShowsItHeld() {
        JsonNode after = server.data(
                        "{ organization(id: \"bureau\") { roster(on: \"1911-01\") { members { id startBy since } possible { id } } } }")
                .at("/organization/roster");
        assertEquals(List.of("liber-bureau"), Json.texts(after.get("members"), "/id"), "held by June 1910, so in 1911");
        assertEquals("1910-06", after.at("/members/0/startBy").asText());
        assertTrue(after.at("/members/0/since").isNull(), "no start is invented");
        JsonNode within = server.data(
                        "{ organization(id: \"bureau\") { roster(on: \"1910-06-15\") { members { id } possible { id } } } }")
                .at("/organization/roster");
        assertEquals(List.of(), Json.texts(within.get("members"), "/id"), "within June it may not have begun yet");
        assertEquals(List.of("liber-bureau"), Json.texts(within.get("possible"), "/id"));
        JsonNode before = server.data(
                        "{ organization(id: \"bureau\") { roster(on: \"1910-05\") { members { id } possible { id } } } }")
                .at("/organization/roster");
        assertEquals(0, before.get("members").size() + before.get("possible").size(), "before it nothing is known");
        assertEquals(
                List.of("liber"),
                Json.texts(
                        server.data("{ members(of: [\"bureau\"], activeOn: \"1911\") { nodes { person { id } } } }")
                                .at("/members/nodes"),
                        "/person/id"));
        assertEquals(
                0,
                server.data("{ members(of: [\"bureau\"], joinedAfter: \"1900\") { totalCount } }")
                        .at("/members/totalCount")
                        .asInt(),
                "when it began is not known, so not that it began after 1900");
    }

    @Test
    void membersActiveOnADateReadTheSameTerms() {
        JsonNode m = server.data(
                "{ members(of: [\"cc\"], activeOn: \"1906-06-01\") { nodes { person { id } began role } } }");
        assertEquals(
                List.of("akimov", "krasin", "lenin", "liber", "martov", "sverdlov", "sverdlov"),
                Json.texts(m.at("/members/nodes"), "/person/id").stream()
                        .sorted()
                        .toList(),
                "members(activeOn:) lists every term that may overlap the date, disputed ones too (each with its certainty)");
    }

    @Test
    void groupingStrengthsSetStatedAgainstRecordedAndTheVotesLeftAfterAWalkOut() {
        JsonNode s = server.data(
                        "{ congress(id: \"congress-2\") { strengths { grouping { id } votesStated votesRecorded votesAfterWalkOuts "
                                + "votingDelegatesRecorded complete stated { votes certainty sources { id } } } } }")
                .at("/congress/strengths");
        assertEquals(List.of("bund", "iskra-majority"), Json.texts(s, "/grouping/id"));
        assertEquals(5, s.at("/0/votesStated").asInt());
        assertEquals(2, s.at("/0/votesRecorded").asInt());
        assertEquals(0, s.at("/0/votesAfterWalkOuts").asInt(), "Liber walked out");
        assertFalse(s.at("/0/complete").asBoolean());
        assertTrue(s.at("/1/votesStated").isNull(), "two disputed versions: no single stated figure");
        assertEquals(2, s.at("/1/stated").size());
        assertEquals(2, s.at("/1/votesAfterWalkOuts").asInt());
    }

    @Test
    void anActNamesItsCauseAndAMotionWhatItConcerns() {
        JsonNode motion = server.data(
                        "{ motion(id: \"bund-federation\") { concerns { id } consequences { id type from { id } cause { id } } } }")
                .at("/motion");
        assertEquals(List.of("bund"), Json.texts(motion.get("concerns"), "/id"));
        assertEquals(List.of("liber-walked-out"), Json.texts(motion.get("consequences"), "/id"));
        assertEquals("bund-federation", motion.at("/consequences/0/cause/id").asText());
        JsonNode walkOut = server.data("{ congress(id: \"congress-2\") { absences { id cause { id name } } } }")
                .at("/congress/absences");
        assertEquals("Bund as sole representative", walkOut.at("/0/cause/name").asText());
    }

    @Test
    void aSplitNamesWhatOccasionedItAndWhatItOccasioned() {
        JsonNode split = server.data("{ split(id: \"split-1903\") { causes { id } consequences { id cause { id } } "
                        + "statements(types: [CAUSED_BY]) { id certainty } } }")
                .at("/split");
        assertEquals(List.of("vote-rules"), Json.texts(split.get("causes"), "/id"));
        assertEquals(List.of("liber-left-iskra-majority"), Json.texts(split.get("consequences"), "/id"));
        assertEquals("split-1903", split.at("/consequences/0/cause/id").asText());
        assertEquals("DISPUTED", split.at("/statements/0/certainty").asText(), "a cause historians dispute says so");
    }

    @Test
    void sourcesCarryTheirTierAndAMergedBodyOrSourceAnswersToItsFormerId() {
        assertEquals(
                "PRIMARY",
                server.data("{ source(id: \"minutes\") { tier } }")
                        .at("/source/tier")
                        .asText());
        JsonNode former = server.data(
                "{ node(id: \"kiev-organisation\") { id name } organization(id: \"kiev-organisation\") { id } }");
        assertEquals("kiev-committee", former.at("/node/id").asText());
        assertEquals("kiev-committee", former.at("/organization/id").asText());
        assertEquals(
                "gse",
                server.data("{ source(id: \"gse-copy\") { id } }")
                        .at("/source/id")
                        .asText(),
                "a source merged into another answers to its former id");
    }
}
