package org.iskra.reads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.iskra.facts.Entity;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Organization;
import org.iskra.facts.Person;
import org.iskra.store.Cypher;
import org.junit.jupiter.api.Test;

/** What a projection writes into a statement, and how a projected entity is read back. */
class ProjectionTest {
    private static final Projection NAMES = Projection.of(Map.of(
            EntityKind.PERSON,
            Set.of("name"),
            EntityKind.ORGANIZATION,
            Set.of("name", "kind"),
            EntityKind.CONGRESS,
            Set.of("name")));

    private static String filled(String placeholder) {
        return NAMES.appliedTo(new Cypher("test", "RETURN head([x IN [m] | " + placeholder + "]) AS other"))
                .text();
    }

    @Test
    void eachProjectedKindIsTestedAndCarriesItsLabel() {
        String all = filled(Projection.PLACEHOLDER);
        assertEquals(
                "RETURN head([x IN [m] | CASE WHEN x:Person THEN x {.id, .name, label: 'Person'} "
                        + "WHEN x:Organization THEN x {.id, .kind, .name, label: 'Organization'} "
                        + "WHEN x:Congress THEN x {.id, .name, label: 'Congress'} ELSE x END]) AS other",
                all);
        assertFalse(all.contains("labels("), "the label is a constant of its branch, not read from the node");
        assertEquals(all, filled(Projection.PLACEHOLDER), "filled again (from the projection's own cache): the same");
    }

    @Test
    void aPlaceholderOfSomeKindsTestsOnlyThose() {
        String organizations = filled(Projection.placeholderOf(EnumSet.of(EntityKind.ORGANIZATION)));
        assertEquals(
                "RETURN head([x IN [m] | CASE WHEN x:Organization THEN x {.id, .kind, .name, label: 'Organization'} ELSE x END]) AS other",
                organizations);
        String delegates = filled(Projection.placeholderOf(EnumSet.of(EntityKind.PERSON, EntityKind.ORGANIZATION)));
        assertTrue(
                delegates.contains("x:Person")
                        && delegates.contains("x:Organization")
                        && !delegates.contains("x:Congress"),
                delegates);
        // no projected kind among them: the node itself, as for a kind the projection does not name
        assertEquals(
                "RETURN head([x IN [m] | x]) AS other", filled(Projection.placeholderOf(EnumSet.of(EntityKind.PLACE))));
        assertEquals(Projection.PLACEHOLDER, Projection.placeholderOf(EnumSet.allOf(EntityKind.class)));
        assertEquals(
                "RETURN head([x IN [m] | x]) AS other",
                Projection.WHOLE
                        .appliedTo(new Cypher(
                                "test",
                                "RETURN head([x IN [m] | " + Projection.placeholderOf(EnumSet.of(EntityKind.PERSON))
                                        + "]) AS other"))
                        .text());
    }

    @Test
    void aProjectedEntityIsReadAsTheKindItsLabelNames() {
        Entity lenin = NodeStore.toEntity(Map.of("id", "lenin", "name", "Vladimir Lenin", Projection.LABEL, "Person"));
        assertEquals("Vladimir Lenin", assertInstanceOf(Person.class, lenin).name());
        assertInstanceOf(
                Organization.class, NodeStore.toEntity(Map.of("id", "bolsheviks", Projection.LABEL, "Organization")));
        assertNull(NodeStore.toEntity(Map.of("id", "lenin", "name", "Vladimir Lenin")), "no label: no kind");
        assertNull(NodeStore.toEntity(Map.of("id", "x", Projection.LABEL, "Entity")), "not a kind's label");
    }

    @Test
    void aStatementProjectionFillsItsPlaceholderAndKeepsABoundedNumberOfWhatItFilled() {
        Cypher statement =
                new Cypher("test", "MATCH ()-[r]->() RETURN " + StatementProjection.PLACEHOLDER + " AS statement");
        StatementProjection narrowed = StatementProjection.of(Set.of("start"));
        Cypher filled = narrowed.appliedTo(statement);
        assertEquals(
                "MATCH ()-[r]->() RETURN r {.id, .start, type: type(r), from: startNode(r).id, to: endNode(r).id} AS statement",
                filled.text());
        org.junit.jupiter.api.Assertions.assertSame(
                filled, narrowed.appliedTo(statement), "the second fill is the one kept");
        Cypher whole = StatementProjection.WHOLE.appliedTo(statement);
        assertTrue(whole.text().contains("r {.*, type: type(r)"), whole.text());
        assertEquals(whole, StatementProjection.WHOLE.appliedTo(statement));
        // a projection shared by every shape keeps at most FilledStatements.LIMIT statements: past them it fills each
        // time
        StatementProjection other = StatementProjection.of(Set.of("end"));
        for (int i = 0; i < FilledStatements.LIMIT; i++) {
            other.appliedTo(new Cypher("test", "RETURN " + i + ", " + StatementProjection.PLACEHOLDER));
        }
        Cypher beyond = new Cypher("test", "RETURN 'beyond', " + StatementProjection.PLACEHOLDER);
        Cypher once = other.appliedTo(beyond);
        org.junit.jupiter.api.Assertions.assertNotSame(
                once, other.appliedTo(beyond), "past the limit nothing more is kept");
        assertEquals(once, other.appliedTo(beyond));
    }
}
