package org.iskra.research;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.iskra.facts.PartialDate;
import org.iskra.testing.Json;
import org.iskra.testing.ShippedDataServer;
import org.junit.jupiter.api.Test;

/** timeline(from:, to:) over the shipped data: the Second Congress in order. */
class ResearchTimelineIT extends ShippedDataServer {

    static JsonNode timeline(String arguments) {
        JsonNode body =
                Json.read(server.graphql("{ timeline(" + arguments + ") { date precision kind label subject { id } "
                                + "object { id } statement { id type } sources { id } } }")
                        .body());
        assertFalse(body.has("errors"), body.toString());
        return body.at("/data/timeline");
    }

    @Test
    void theSecondCongressUnfoldsInOrder() {
        List<String> congress = new ArrayList<>();
        for (JsonNode e : timeline("from: \"1903-07\", to: \"1903-08\", first: 500")) {
            if (Set.of("event", "congress-opens", "congress-closes")
                    .contains(e.get("kind").asText())) {
                congress.add(e.get("date").asText() + " " + e.get("kind").asText() + " "
                        + e.at("/subject/id").asText());
            }
        }
        // events dated only to 1903 may fall in the window, so they come first (a year before its months)
        assertEquals(
                List.of(
                        "1903 event brussels-police-expulsions-1903",
                        "1903 congress-opens bund-congress-5",
                        "1903 congress-opens siberian-union-conference-1-1903",
                        "1903 congress-opens caucasian-union-congress-1-1903",
                        "1903 event northern-union-declaration-for-iskra-1903",
                        "1903 event plekhanov-turn-to-conciliation-1903",
                        "1903-07 event general-strike-south-russia-1903",
                        "1903-07-30 congress-opens rsdlp-congress-2",
                        "1903-07-30 event rsdlp-congress-2-session-1",
                        "1903-08 event election-central-committee-1903",
                        "1903-08 event election-party-council-1903",
                        "1903-08 event rsdlp-congress-2-move-to-london",
                        "1903-08 event vote-rules-paragraph-1",
                        "1903-08 event walkout-bund-1903",
                        "1903-08-06 event rsdlp-congress-2-session-13",
                        "1903-08-18 event walkout-rabocheye-delo-1903",
                        "1903-08-20 event election-iskra-editorial-board-1903",
                        "1903-08-23 congress-closes rsdlp-congress-2",
                        "1903-08-23 event rsdlp-congress-2-session-37"),
                congress);
    }

    @Test
    void aTermOfImprisonmentIsNotCalledExileAndAnEscapeIsCalledOne() {
        List<String> ordzhonikidze = new ArrayList<>();
        for (JsonNode e : timeline("from: \"1898\", to: \"1917\", involving: [\"ordzhonikidze\"], first: 500")) {
            if (e.at("/statement/type").asText().equals("EXILED_TO")) {
                ordzhonikidze.add(e.get("kind").asText() + ": " + e.get("label").asText());
            }
        }
        assertTrue(
                ordzhonikidze.contains("imprisonment-ends: Sergo Ordzhonikidze released from prison in Sukhum"),
                ordzhonikidze.toString());
        assertTrue(
                ordzhonikidze.contains(
                        "penal-servitude-begins: Sergo Ordzhonikidze begins penal servitude in Shlisselburg"),
                ordzhonikidze.toString());
        assertTrue(
                ordzhonikidze.contains("exile-begins: Sergo Ordzhonikidze exiled to Yakutia"),
                ordzhonikidze.toString());
        // an exile that ended by flight (ended: escaped) reads as an escape; one that ended otherwise does not
        assertTrue(
                ordzhonikidze.contains("exile-ends: Sergo Ordzhonikidze escapes from Yeniseysk Governorate"),
                ordzhonikidze.toString());
        assertTrue(
                ordzhonikidze.contains("exile-ends: Sergo Ordzhonikidze's exile in Yakutia ends"),
                ordzhonikidze.toString());
    }

    @Test
    void aRecordsBeginningComesBeforeItsEndOnTheSameDate() {
        List<String> kinds = new ArrayList<>();
        for (JsonNode e : timeline("from: \"1909\", to: \"1909\", involving: [\"dzerzhinsky\"]")) {
            if (e.at("/statement/id").asText().equals("dzerzhinsky-exiled-to-yenisei-governorate-1909")) {
                kinds.add(e.get("kind").asText());
            }
        }
        // both dated 1909: the exile begins, then ends (alphabetically "end" would come first)
        assertEquals(List.of("exile-begins", "exile-ends"), kinds);
    }

    @Test
    void entriesSortByEarliestDayThenYearBeforeMonthBeforeDay() {
        JsonNode entries = timeline("from: \"1903\", to: \"1903\", first: 500");
        assertTrue(entries.size() > 50, "1903 was a busy year: " + entries.size());
        PartialDate previous = null;
        for (JsonNode e : entries) {
            PartialDate date = PartialDate.parse(e.get("date").asText());
            assertEquals(date.precision().name(), e.get("precision").asText());
            assertTrue(previous == null || previous.compareTo(date) <= 0, previous + " then " + date);
            assertTrue(date.lo().getYear() == 1903, "overlaps 1903: " + e);
            assertTrue(e.get("sources").size() >= 1, "every entry has a source: " + e);
            previous = date;
        }
        assertEquals("YEAR", entries.get(0).get("precision").asText(), "year-only dates come first");
    }

    @Test
    void statementEntriesCarryTheStatementAndBothEnds() {
        JsonNode entries = timeline("involving: [\"lenin\"], from: \"1903-08\", to: \"1903-08\", first: 500");
        JsonNode founding = null;
        for (JsonNode e : entries) {
            assertTrue(e.toString().contains("\"lenin\""), "involves Lenin: " + e);
            if (e.get("kind").asText().equals("membership-begins")
                    && e.at("/object/id").asText().equals("bolsheviks")) {
                founding = e;
            }
        }
        assertTrue(founding != null, entries.toString());
        assertEquals("Vladimir Lenin joins Bolsheviks", founding.get("label").asText());
        assertEquals("MEMBER_OF", founding.at("/statement/type").asText());
        assertEquals("lenin", founding.at("/subject/id").asText());
    }

    @Test
    void firstIsBoundedAndDatesMustBeInOrder() {
        JsonNode body =
                Json.read(server.graphql("{ timeline(first: 501) { date } }").body());
        assertEquals("BAD_USER_INPUT", body.at("/errors/0/extensions/code").asText(), body.toString());
        assertEquals(3, timeline("first: 3").size());
        JsonNode backwards = Json.read(server.graphql("{ timeline(from: \"1904\", to: \"1903\") { date } }")
                .body());
        assertEquals("BAD_USER_INPUT", backwards.at("/errors/0/extensions/code").asText(), backwards.toString());
        assertTrue(backwards.at("/errors/0/message").asText().contains("`from` (1904) is after `to` (1903)"));
    }
}
