package org.iskra.reads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementType;
import org.iskra.graphql.Stores;
import org.iskra.importer.BulkImport;
import org.iskra.reads.StatementFilter.Direction;
import org.iskra.testing.Scratch;
import org.iskra.testing.TestDatabase;
import org.iskra.tools.bench.SyntheticGraph;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.neo4j.driver.summary.Plan;

/**
 * The statement lists written per batch of shapes ({@link StatementListQuery}): every shape plans from its entity's id
 * (no scan), alone, with others, and read with its entities (the plan guard of CypherFilesIT for the statements written
 * per batch), and every way of reading a list (all of it, its first few, the part after an item, several shapes and
 * several `first` in one batch) gives the same items as cutting the whole sorted list.
 */
class StatementListQueryIT {
    private static final String CONGRESS = "congress-3";
    private static final String PERSON = "person-42";
    /** What a request selecting a few stored fields returns of its entities (the others come whole). */
    private static final Projection PROJECTED = Projection.of(Map.of(
            EntityKind.PERSON,
            Set.of("name"),
            EntityKind.ORGANIZATION,
            Set.of("name", "kind"),
            EntityKind.CONGRESS,
            Set.of("name")));

    private static StatementStore store;

    @BeforeAll
    static void loadSyntheticGraph() throws IOException {
        TestDatabase.clean();
        Path dir = Scratch.directory("iskra-lists");
        new SyntheticGraph(1_000, 1905).write(dir);
        new BulkImport(Stores.over(TestDatabase.graph()).importer(), 10_000, false, System.err).run(List.of(dir));
        TestDatabase.graph()
                .inWrite(tx -> tx.run("CALL db.resampleOutdatedIndexes()").consume());
        store = new StatementStore(TestDatabase.graph());
    }

    @AfterAll
    static void emptyTheGraph() {
        TestDatabase.clean();
    }

    private static List<StatementFilter> filters() {
        List<StatementFilter> filters = new ArrayList<>();
        for (Direction direction : Direction.values()) {
            filters.add(StatementFilter.of(direction, false, StatementType.ATTENDED));
            filters.add(StatementFilter.of(direction, true, StatementType.ATTENDED, StatementType.MEMBER_OF));
            filters.add(new StatementFilter(null, direction, false));
            filters.add(StatementFilter.of(direction, false, StatementType.ATTENDED)
                    .having("grouping", "bolsheviks")
                    .having("role", "delegate"));
            filters.add(StatementFilter.of(direction, false, StatementType.MEMBER_OF)
                    .towards(List.of("bolsheviks", "mensheviks")));
        }
        return filters;
    }

    @TestFactory
    Stream<DynamicTest> everyShapePlansFromItsEntity() {
        List<StatementListQuery.Shape> shapes = new ArrayList<>();
        for (StatementFilter filter : filters()) {
            for (StatementKey key : List.of(
                    new StatementKey(CONGRESS, filter),
                    new StatementKey(CONGRESS, filter, 5, null, false).withoutGrouping(),
                    new StatementKey(CONGRESS, filter, 5, "x", true))) {
                shapes.add(StatementListQuery.Shape.of(key));
            }
        }
        // in statements of at most MAX_BRANCHES branches, as StatementStore sends them: a scan in any branch shows in
        // the plan
        List<List<StatementListQuery.Shape>> batches = new ArrayList<>();
        for (int from = 0; from < shapes.size(); from += StatementListQuery.MAX_BRANCHES) {
            batches.add(shapes.subList(from, Math.min(shapes.size(), from + StatementListQuery.MAX_BRANCHES)));
        }
        return batches.stream()
                .map(batch -> DynamicTest.dynamicTest(batch.size() + " shapes from " + batch.getFirst(), () -> {
                    for (String text : List.of(
                            StatementListQuery.of(batch, Projection.WHOLE).text(),
                            StatementListQuery.withEntities(batch, false, PROJECTED)
                                    .text(),
                            StatementListQuery.withEntities(batch, true, PROJECTED)
                                    .text())) {
                        Plan plan = TestDatabase.graph()
                                .inRead(tx -> tx.run("EXPLAIN " + text, Map.of("keys", List.of(), "roots", List.of()))
                                        .consume()
                                        .plan());
                        List<String> scans = scans(plan, new ArrayList<>());
                        assertTrue(scans.isEmpty(), "scans: " + scans + "\n" + text);
                    }
                }));
    }

    /**
     * Lists read ahead for the other ends of a list's statements plan from those ends too (they are read with entities
     * only).
     */
    @TestFactory
    Stream<DynamicTest> nestedShapesPlanFromTheOtherEnd() {
        List<StatementKey> templates = new ArrayList<>();
        for (StatementFilter filter : filters()) {
            templates.add(new StatementKey(null, filter, 5, null, false).withoutGrouping());
            templates.add(new StatementKey(null, filter, 5, "x", true));
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (int from = 0; from < templates.size(); from += StatementListQuery.MAX_BRANCHES - 1) {
            List<StatementKey> nested =
                    templates.subList(from, Math.min(templates.size(), from + StatementListQuery.MAX_BRANCHES - 1));
            StatementListQuery.Shape outer = StatementListQuery.Shape.of(new ListRead(
                    new StatementKey(PERSON, StatementFilter.outgoing(StatementType.ATTENDED), 5, null, false),
                    nested));
            tests.add(DynamicTest.dynamicTest(outer.branches() + " branches from " + nested.getFirst(), () -> {
                for (boolean byPosition : List.of(false, true)) {
                    String text = StatementListQuery.withEntities(List.of(outer), byPosition, PROJECTED)
                            .text();
                    Plan plan = TestDatabase.graph()
                            .inRead(tx -> tx.run("EXPLAIN " + text, Map.of("roots", List.of()))
                                    .consume()
                                    .plan());
                    List<String> scans = scans(plan, new ArrayList<>());
                    assertTrue(scans.isEmpty(), "scans: " + scans + "\n" + text);
                }
            }));
        }
        return tests.stream();
    }

    /**
     * A list read ahead for each other end of a list holds what that end's own list holds, for every reading and every
     * third filter of {@link #filters()}: each kind of filter, each direction (each filter costs its own plans, about a
     * second).
     */
    @Test
    void listsReadAheadAreTheOtherEndsOwnLists() {
        StatementKey congresses = new StatementKey(PERSON, StatementFilter.outgoing(StatementType.ATTENDED));
        List<Statement> attended =
                store.about(List.of(congresses), Projection.WHOLE).value().get(congresses);
        assertFalse(attended.isEmpty());
        List<StatementFilter> filters = filters();
        for (int f = 0; f < filters.size(); f += 3) {
            StatementFilter filter = filters.get(f);
            List<StatementKey> templates = new ArrayList<>(List.of(
                    new StatementKey(null, filter, 3, null, false),
                    new StatementKey(null, filter, 7, null, false).withoutGrouping(),
                    new StatementKey(null, filter, 2, "no-such-statement", false)));
            String second = store
                    .about(
                            List.of(new StatementKey(attended.getFirst().toId(), filter, 2, null, false)),
                            Projection.WHOLE)
                    .value()
                    .values()
                    .iterator()
                    .next()
                    .stream()
                    .skip(1)
                    .map(Statement::id)
                    .findFirst()
                    .orElse("none");
            templates.add(new StatementKey(null, filter, 4, second, false));
            Map<StatementKey, List<Statement>> read = store.withStatements(
                            Map.of(PERSON, List.of(new ListRead(congresses, templates))), Projection.WHOLE)
                    .orElseThrow()
                    .statements();
            assertEquals(ids(attended), ids(read.get(congresses)), filter.toString());
            List<StatementKey> own = attended.stream()
                    .flatMap(a -> templates.stream().map(t -> t.about(a.toId())))
                    .distinct()
                    .toList();
            Map<StatementKey, List<Statement>> alone =
                    store.about(own, Projection.WHOLE).value();
            for (StatementKey key : own) {
                assertEquals(ids(alone.get(key)), ids(read.get(key)), key.toString());
            }
        }
    }

    /**
     * Entities that read the same lists in the same order are read by position (one subquery per list), others through
     * the union of every shape's branch; both give each list what reading it alone gives.
     */
    @Test
    void entitiesReadingTheSameListsAreReadByPositionWithTheSameItems() {
        List<StatementFilter> filters = filters().subList(0, 6);
        List<StatementKey> templates = new ArrayList<>();
        for (int i = 0; i < filters.size(); i++) {
            templates.add(
                    i % 2 == 0
                            ? new StatementKey(null, filters.get(i), 5, null, false)
                            : new StatementKey(null, filters.get(i)).withoutGrouping());
        }
        List<String> roots = List.of(CONGRESS, PERSON, "person-7", "person-100", "no-such-entity");
        Map<String, List<ListRead>> same = new LinkedHashMap<>();
        roots.forEach(root -> same.put(
                root, templates.stream().map(t -> ListRead.of(t.about(root))).toList()));
        assertReadAsAlone(same, "root.keys[0]");

        Map<String, List<ListRead>> different = new LinkedHashMap<>(same);
        different.put(PERSON, same.get(PERSON).subList(0, 3));
        assertReadAsAlone(different, "UNWIND root.keys AS k");
    }

    /**
     * Reads {@code reads} with their entities, checks the statement sent holds {@code form}, and that every list is as
     * read alone.
     */
    private static void assertReadAsAlone(Map<String, List<ListRead>> reads, String form) {
        long sent = TestDatabase.statementsSent();
        StatementStore.EntitiesWithStatements read =
                store.withStatements(reads, Projection.WHOLE).orElseThrow();
        assertEquals(1, TestDatabase.statementsSent() - sent);
        String text = TestDatabase.recentStatements().getLast();
        assertTrue(text.contains(form), "expected a statement with " + form + ":\n" + text);
        assertEquals(
                Set.of(CONGRESS, PERSON, "person-7", "person-100"),
                read.entities().keySet());
        List<StatementKey> keys = reads.values().stream()
                .flatMap(List::stream)
                .map(ListRead::list)
                .toList();
        Map<StatementKey, List<Statement>> alone =
                store.about(keys, Projection.WHOLE).value();
        int items = 0;
        for (StatementKey key : keys) {
            assertEquals(ids(alone.get(key)), ids(read.statements().get(key)), key.toString());
            items += alone.get(key).size();
        }
        assertTrue(items > 50, "the lists hold " + items + " items: too few to tell the forms apart");
    }

    @Test
    void everyReadingCutsTheSameSortedList() {
        for (StatementFilter filter : filters()) {
            for (String entity : List.of(CONGRESS, PERSON)) {
                List<Statement> all = store.about(List.of(new StatementKey(entity, filter)), Projection.WHOLE)
                        .value()
                        .values()
                        .iterator()
                        .next();
                String context = entity + " " + filter;
                assertTrue(
                        entity.equals(PERSON)
                                || filter.direction() == Direction.OUT
                                || filter.others() != null
                                || !all.isEmpty(),
                        context);
                StatementKey first3 = new StatementKey(entity, filter, 3, null, false);
                StatementKey first7 = new StatementKey(entity, filter, 7, null, false);
                StatementKey whole = new StatementKey(entity, filter).withoutGrouping();
                List<StatementKey> keys = new ArrayList<>(List.of(first3, first7, whole));
                if (all.size() > 2) {
                    keys.add(new StatementKey(entity, filter, 4, all.get(1).id(), false));
                    String otherEnd = filter.direction() == Direction.IN
                            ? all.get(1).fromId()
                            : all.get(1).toId();
                    if (filter.direction() != Direction.BOTH) {
                        keys.add(new StatementKey(entity, filter, 4, otherEnd, true));
                    }
                }
                keys.add(new StatementKey(entity, filter, 2, "no-such-statement", false));
                Map<StatementKey, List<Statement>> read =
                        store.about(keys, Projection.WHOLE).value();
                assertEquals(ids(all.subList(0, Math.min(3, all.size()))), ids(read.get(first3)), context);
                assertEquals(ids(all.subList(0, Math.min(7, all.size()))), ids(read.get(first7)), context);
                assertEquals(ids(all), ids(read.get(whole)), context);
                if (all.size() > 2) {
                    assertEquals(ids(all.subList(2, Math.min(6, all.size()))), ids(read.get(keys.get(3))), context);
                }
                assertEquals(
                        List.of(),
                        read.get(keys.getLast()),
                        context + ": an `after` that names nothing gives an empty page");
            }
        }
    }

    @Test
    void listsKeepTheirOrderAndFilters() {
        StatementFilter delegates =
                StatementFilter.incoming(StatementType.ATTENDED).having("grouping", "bolsheviks");
        List<Statement> list = store.about(List.of(new StatementKey(CONGRESS, delegates)), Projection.WHOLE)
                .value()
                .values()
                .iterator()
                .next();
        assertFalse(list.isEmpty());
        assertTrue(list.stream()
                .allMatch(s -> s.type() == StatementType.ATTENDED
                        && s.toId().equals(CONGRESS)
                        && "bolsheviks".equals(s.grouping())));
        List<Statement> all = store.about(
                        List.of(new StatementKey(CONGRESS, StatementFilter.incoming(StatementType.ATTENDED))),
                        Projection.WHOLE)
                .value()
                .values()
                .iterator()
                .next();
        assertEquals(
                all.stream()
                        .filter(s -> "bolsheviks".equals(s.grouping()))
                        .map(Statement::id)
                        .toList(),
                ids(list),
                "the filtered list is the whole list's matching items, in the same order");
        Set<String> groupings = new HashSet<>();
        groupings.addAll(store.about(
                        List.of(new StatementKey(PERSON, StatementFilter.outgoing(StatementType.ATTENDED))),
                        Projection.WHOLE)
                .entities()
                .keySet());
        groupings.addAll(store.about(List.of(new StatementKey(CONGRESS, delegates, 3, null, false)), Projection.WHOLE)
                .entities()
                .keySet());
        assertTrue(
                groupings.contains("bolsheviks"),
                "the organization of a grouping comes with the list that asks for it: " + groupings);
    }

    private static List<String> ids(List<Statement> statements) {
        return statements.stream().map(Statement::id).toList();
    }

    private static List<String> scans(Plan plan, List<String> found) {
        String operator = plan.operatorType().replaceAll("@.*", "");
        if (List.of("AllNodesScan", "NodeByLabelScan", "RelationshipTypeScan", "AllRelationshipsScan", "IndexScan")
                .stream()
                .anyMatch(operator::endsWith)) {
            found.add(operator + " " + plan.arguments().get("Details"));
        }
        plan.children().forEach(child -> scans(child, found));
        return found;
    }
}
