package org.iskra.groups;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.iskra.testing.Fixture;
import org.iskra.testing.Json;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Members lists have one order, whatever the database returns first: terms that tie on start date, person and
 * organization (two versions of one disputed term, or a member who is also secretary from the same day) come in the
 * order of their statements' ids, so a page never repeats or skips one of them.
 */
class MembersOrderIT {
    private static TestServer server;

    @BeforeAll
    static void loadFixture() {
        TestDatabase.clean();
        Fixture facts = Fixture.of().organization("reds", "Reds", "faction").person("lenin", "Lenin");
        // imported in an order that is not the ids' order
        for (String id : List.of("term-z", "term-a", "term-m")) {
            facts.membership("lenin", "reds", m -> m.put("id", id).put("start", "1903"));
        }
        facts.load();
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void queryMembersOrdersTiesByStatementId() {
        assertEquals(
                List.of("term-a", "term-m", "term-z"),
                Json.texts(
                        server.data("{ members(of: [\"reds\"]) { nodes { id } } }")
                                .at("/members/nodes"),
                        "/id"));
    }

    @Test
    void organizationMembersOrdersTiesByStatementId() {
        assertEquals(
                List.of("term-a", "term-m", "term-z"),
                Json.texts(
                        server.data("{ organization(id: \"reds\") { members { nodes { id } } } }")
                                .at("/organization/members/nodes"),
                        "/id"));
    }

    @Test
    void pagesOfTiesNeitherRepeatNorSkip() {
        String first = "{ members(of: [\"reds\"], first: 2) { pageInfo { endCursor } nodes { id } } }";
        var page = server.data(first).at("/members");
        String after = page.at("/pageInfo/endCursor").asText();
        var next = server.data("{ members(of: [\"reds\"], first: 2, after: \"" + after + "\") { nodes { id } } }")
                .at("/members/nodes");
        assertEquals(List.of("term-a", "term-m"), Json.texts(page.at("/nodes"), "/id"));
        assertEquals(List.of("term-z"), Json.texts(next, "/id"));
    }
}
