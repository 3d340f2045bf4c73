package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.iskra.testing.ShippedDataServer;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/**
 * An entity read with its lists hands them to its own list fields through the local context ({@link ReadAhead}): each
 * field takes the list its own arguments asked for (under its alias), in the entity's one round trip, and a field of
 * the same name further down, on the same entity reached again, reads its own.
 */
class ReadAheadIT extends ShippedDataServer {

    @Test
    void aliasedListsOfOneEntityEachAnswerTheirOwnArguments() {
        long before = TestDatabase.statementsSent();
        JsonNode lenin = data("""
                { person(id: "lenin") { a: memberships(first: 1) { organization { id } }
                  b: memberships(first: 4) { organization { id } } } }""").get("person");
        assertEquals(1, TestDatabase.statementsSent() - before, "one round trip for the person and both lists");
        assertEquals(1, lenin.get("a").size(), lenin.toString());
        assertEquals(4, lenin.get("b").size(), lenin.toString());
        assertEquals(lenin.get("a").get(0), lenin.get("b").get(0), "the same order, the first item alike");
    }

    @Test
    void theSameEntityFurtherDownReadsItsListWithItsOwnArguments() {
        JsonNode congress = data("""
                { person(id: "lenin") { memberships(first: 1) { organization { id } }
                  congresses(first: 20) { congress { id delegates(first: 100) {
                    person { id memberships(first: 3) { organization { id } } } } } } } }""").get("person");
        assertEquals(1, congress.get("memberships").size());
        List<Integer> nested = new ArrayList<>();
        for (JsonNode attendance : congress.get("congresses")) {
            for (JsonNode delegate : attendance.get("congress").get("delegates")) {
                if (delegate.get("person").get("id").asText().equals("lenin")) {
                    nested.add(delegate.get("person").get("memberships").size());
                }
            }
        }
        assertTrue(!nested.isEmpty(), "Lenin is among the delegates of a congress he attended: " + congress);
        nested.forEach(size -> assertEquals(3, size, "his memberships there, first: 3, not the top level's first: 1"));
    }
}
