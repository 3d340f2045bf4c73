package org.iskra.reads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.neo4j.cypherdsl.core.Cypher.anyNode;
import static org.neo4j.cypherdsl.core.Cypher.name;
import static org.neo4j.cypherdsl.core.Cypher.returning;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.iskra.facts.Entity;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Organization;
import org.iskra.facts.Person;
import org.iskra.store.Cypher;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.neo4j.cypherdsl.core.Expression;
import org.neo4j.cypherdsl.core.Relationship;

/** What a projection writes into a statement, how a projected entity is read back, and the statement cache. */
class ProjectionTest {
    private static final Projection NAMES = Projection.of(Map.of(
            EntityKind.PERSON,
            Set.of("name"),
            EntityKind.ORGANIZATION,
            Set.of("name", "kind"),
            EntityKind.CONGRESS,
            Set.of("name")));

    /** What {@code projection} writes for an entity bound to x of one of {@code kinds}. */
    private static String written(Projection projection, Set<EntityKind> kinds) {
        return Dsl.cypher(
                        "test",
                        returning(projection.expression(name("x"), kinds).as("other"))
                                .build())
                .text()
                .replaceAll("\\s+", " ");
    }

    @Test
    void eachProjectedKindIsTestedAndCarriesItsLabel() {
        String all = written(NAMES, EnumSet.allOf(EntityKind.class));
        assertEquals(
                "RETURN CASE WHEN x:Person THEN x { .id, .name, label: 'Person' } "
                        + "WHEN x:Organization THEN x { .id, .kind, .name, label: 'Organization' } "
                        + "WHEN x:Congress THEN x { .id, .name, label: 'Congress' } ELSE x END AS other",
                all);
        assertFalse(all.contains("labels("), "the label is a constant of its branch, not read from the node");
    }

    @Test
    void anExpressionOfSomeKindsTestsOnlyThose() {
        assertEquals(
                "RETURN CASE WHEN x:Organization THEN x { .id, .kind, .name, label: 'Organization' } ELSE x END AS other",
                written(NAMES, EnumSet.of(EntityKind.ORGANIZATION)));
        String delegates = written(NAMES, EnumSet.of(EntityKind.PERSON, EntityKind.ORGANIZATION));
        assertTrue(
                delegates.contains("x:Person")
                        && delegates.contains("x:Organization")
                        && !delegates.contains("x:Congress"),
                delegates);
        // no projected kind among them: the node itself, as for a kind the projection does not name
        assertEquals("RETURN x AS other", written(NAMES, EnumSet.of(EntityKind.PLACE)));
        assertEquals("RETURN x AS other", written(Projection.WHOLE, EnumSet.of(EntityKind.PERSON)));
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
    void aStatementProjectionWritesItsPropertiesTypeAndEnds() {
        Relationship r = anyNode().relationshipBetween(anyNode()).named("r");
        Function<Expression, String> written = e ->
                Dsl.cypher("test", returning(e.as("statement")).build()).text().replaceAll("\\s+", " ");
        assertEquals(
                "RETURN r { .id, .start, type: type(r), from: startNode(r).id, to: endNode(r).id } AS statement",
                written.apply(StatementProjection.of(Set.of("start")).expression(r, false, false)));
        assertEquals(
                "RETURN r { .*, type: type(r), from: startNode(r).id, to: endNode(r).id } AS statement",
                written.apply(StatementProjection.WHOLE.expression(r, false, false)));
        assertEquals(
                "RETURN r { .end, .id } AS statement",
                written.apply(StatementProjection.of(Set.of("end")).expression(r, true, true)),
                "a reader that knows the type and the ends reads neither");
    }

    @Test
    void aCacheKeepsABoundedNumberOfStatements() {
        AtomicInteger written = new AtomicInteger();
        StatementCache<Integer> cache = new StatementCache<>(i -> {
            written.incrementAndGet();
            return new Cypher("test", "RETURN " + i);
        });
        Cypher first = cache.of(0);
        Assertions.assertSame(first, cache.of(0), "written once, then kept");
        for (int i = 1; i < StatementCache.LIMIT; i++) {
            cache.of(i);
        }
        assertEquals(StatementCache.LIMIT, written.get());
        Cypher beyond = cache.of(StatementCache.LIMIT);
        Assertions.assertNotSame(beyond, cache.of(StatementCache.LIMIT), "past the limit nothing more is kept");
        assertEquals(beyond, cache.of(StatementCache.LIMIT));
        assertEquals(StatementCache.LIMIT + 3, written.get());
    }
}
