package org.iskra.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iskra.congresses.CongressStore;
import org.iskra.events.EventStore;
import org.iskra.facts.EntityKind;
import org.iskra.facts.StatementType;
import org.iskra.graphql.Stores;
import org.iskra.groups.MembersQueries;
import org.iskra.groups.OrganizationStore;
import org.iskra.importer.BulkImport;
import org.iskra.people.PersonStore;
import org.iskra.places.PlaceStore;
import org.iskra.publications.PublicationStore;
import org.iskra.reads.Projection;
import org.iskra.reads.RootList;
import org.iskra.reads.StatementProjection;
import org.iskra.reads.TypedStatements;
import org.iskra.research.ConnectionStore;
import org.iskra.testing.Json;
import org.iskra.testing.ReadShapes;
import org.iskra.testing.Scratch;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.iskra.tools.bench.SyntheticGraph;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.neo4j.driver.summary.Plan;

/**
 * Every query file compiles (the database plans it with EXPLAIN, so a broken query fails the build), and its plan finds
 * its starting points through indexes: a label, type or index scan is allowed only in the queries listed in
 * {@link #SCANS}, each with the reason it reads a whole set. Plans depend on the statistics of the graph (over a
 * handful of nodes, scanning is as cheap as seeking), so they are made over the benchmark's synthetic graph of 3,000
 * people. A fragment ({@code *.fragment.cypher}) is no statement of its own: it is the filter of a root list, planned
 * in the pages the Cypher-DSL writes around it (reads/RootList); so are the statements it writes per shape. Beyond the
 * files, every read shape the schema allows up to three levels below an entity ({@link ReadShapes}) is sent as GraphQL
 * to a real server over the same graph, and every statement those reads send, the ones the Cypher-DSL writes per shape
 * included, is planned the same way.
 */
class CypherFilesIT {
    private static final int PEOPLE = 3_000;

    @BeforeAll
    static void loadSyntheticGraph() throws IOException {
        TestDatabase.clean();
        Path dir = Scratch.directory("iskra-plans");
        new SyntheticGraph(PEOPLE, 1903).write(dir);
        new BulkImport(Stores.over(TestDatabase.graph()).importer(), 10_000, false, System.err).run(List.of(dir));
        // the statistics the planner reads are refreshed in the background; ask for them now
        TestDatabase.graph()
                .inWrite(tx -> tx.run("CALL db.resampleOutdatedIndexes()").consume());
    }

    /**
     * The statements written per statement type or entity label (reads/TypedStatements), for a populated type and a
     * rare one (plans differ with statistics) and for every label: each seeks its starting points.
     */
    @Test
    void everyTypedStatementPlansFromIndexes() {
        List<Cypher> statements = new ArrayList<>(List.of(TypedStatements.byId(), TypedStatements.inContext()));
        for (StatementType type : List.of(StatementType.MEMBER_OF, StatementType.SPLIT_OF)) {
            statements.addAll(List.of(
                    TypedStatements.existing(type),
                    TypedStatements.create(type),
                    TypedStatements.update(type),
                    TypedStatements.delete(type),
                    TypedStatements.retract(type)));
        }
        for (EntityKind kind : EntityKind.values()) {
            statements.add(TypedStatements.createEntities(kind));
            statements.add(TypedStatements.upsertEntities(kind));
        }
        for (Cypher statement : statements) {
            Plan plan = TestDatabase.graph()
                    .inRead(tx ->
                            tx.run("EXPLAIN " + statement.text()).consume().plan());
            List<String> scans = scans(plan, new ArrayList<>());
            assertTrue(scans.isEmpty(), statement.name() + " scans: " + scans + "\n" + statement.text());
        }
    }

    /** The roots of the read shapes: an entity of each kind the synthetic graph holds, by id. */
    private static final Map<String, String> SHAPE_ROOTS = Map.of(
            "person",
            "person-7",
            "organization",
            "bolsheviks",
            "congress",
            "congress-2",
            "publication",
            "publication-3");

    @Test
    void everyReadShapeToDepthThreeAnswersAndPlansFromIndexes() throws IOException {
        Map<String, String> statements = new LinkedHashMap<>(); // text → the first query that sent it
        int shapes;
        try (TestServer server =
                TestServer.start("--data", Scratch.directory("iskra-none").toString())) {
            List<String> queries = new ReadShapes(server.data(ReadShapes.INTROSPECTION)).fromRoots(SHAPE_ROOTS);
            shapes = queries.size();
            assertTrue(shapes > 100, "the schema gives many shapes: " + shapes);
            for (String query : queries) {
                long before = TestDatabase.statementsSent();
                HttpResponse<String> answer = server.graphql(query);
                assertEquals(200, answer.statusCode(), query + "\n" + answer.body());
                assertFalse(Json.read(answer.body()).has("errors"), query + "\n" + answer.body());
                int sent = (int) (TestDatabase.statementsSent() - before);
                List<String> recent = TestDatabase.recentStatements();
                assertTrue(sent <= recent.size(), query + " sent " + sent + " statements, more than are kept");
                for (String text : recent.subList(recent.size() - sent, recent.size())) {
                    statements.putIfAbsent(text, query);
                }
            }
        }
        List<String> scanning = new ArrayList<>();
        for (Map.Entry<String, String> statement : statements.entrySet()) {
            Plan plan = TestDatabase.graph()
                    .inRead(tx ->
                            tx.run("EXPLAIN " + statement.getKey()).consume().plan());
            List<String> scans = scans(plan, new ArrayList<>());
            if (!scans.isEmpty()) {
                scanning.add(scans + " in the statement of " + statement.getValue() + ":\n" + statement.getKey());
            }
        }
        assertTrue(statements.size() > 20, shapes + " shapes sent only " + statements.size() + " distinct statements");
        assertTrue(scanning.isEmpty(), scanning.size() + " statements scan:\n" + String.join("\n\n", scanning));
    }

    @AfterAll
    static void emptyTheGraph() {
        TestDatabase.clean();
    }

    /** The product's queries and the tools' (the benchmark's hand-written baselines). */
    private static final List<Path> ROOTS =
            List.of(Path.of("src/main/resources/org/iskra"), Path.of("src/tools/resources/org/iskra"));
    /** Operators that read every node of a label, every relationship of a type, or a whole index. */
    private static final List<String> SCAN_OPERATORS = List.of(
            "AllNodesScan",
            "NodeByLabelScan",
            "RelationshipTypeScan",
            "AllRelationshipsScan",
            "IndexScan",
            "UnionNodeByLabelsScan",
            "IntersectionNodeByLabelsScan");

    private static final String LIST =
            "a root list of one kind by name, filtered by substring (CONTAINS cannot seek a range index)";
    private static final String EXPORT = "an export reads the whole graph";
    /** The queries that read a whole set by design, and why. */
    private static final Map<String, String> SCANS = Map.ofEntries(
            Map.entry(
                    "tools/bench/w3Organizations.cypher",
                    "W3's baseline: all organizations by name, as `organizations(first:)` reads them"),
            Map.entry("congresses/congressesFilter.fragment.cypher", LIST),
            Map.entry("events/eventsFilter.fragment.cypher", LIST),
            Map.entry("groups/organizationsFilter.fragment.cypher", LIST),
            Map.entry("people/peopleFilter.fragment.cypher", LIST),
            Map.entry("places/placesFilter.fragment.cypher", LIST),
            Map.entry("publications/publicationsFilter.fragment.cypher", LIST),
            Map.entry("reads/statementsPage.cypher", "the `statements` list: every statement, or those of some types"),
            Map.entry("importer/exportEntities.cypher", EXPORT),
            Map.entry("importer/exportStatements.cypher", EXPORT),
            Map.entry("research/exportEdges.cypher", EXPORT),
            Map.entry(
                    "importer/recentBatches.cypher", "the latest import batches: a few hundred nodes, sorted by time"),
            Map.entry("research/timeline.cypher", "the timeline: every dated fact in a date window"));

    /** The query files, and the fragments when {@code fragments} is true. */
    static List<Path> cypherFiles(boolean fragments) throws IOException {
        List<Path> all = new ArrayList<>();
        for (Path root : ROOTS) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".cypher")
                                && !f.toString().contains("migrations"))
                        .filter(f -> f.toString().endsWith(Cypher.FRAGMENT_SUFFIX) == fragments)
                        .sorted()
                        .forEach(all::add);
            }
        }
        return all;
    }

    static List<Path> queryFiles() throws IOException {
        return cypherFiles(false);
    }

    /** The root lists (reads/RootList), each planned as the page statements made from its filter. */
    private static final List<RootList.Spec> ROOT_LISTS = List.of(
            PersonStore.LIST,
            OrganizationStore.LIST,
            PublicationStore.LIST,
            CongressStore.LIST,
            EventStore.LIST,
            PlaceStore.LIST);
    /** The pages read with a per-item expression (RootList.withPerItem), in each of its forms, by list. */
    private static final Map<RootList.Spec, List<RootList>> PER_ITEM =
            Map.of(OrganizationStore.LIST, OrganizationStore.withMemberCounts());

    /**
     * The file of a fragment read by {@link Cypher#fragment}, below {@code org/iskra}
     * ({@code people/peopleFilter.fragment.cypher}).
     */
    private static String fileOf(Cypher fragment) {
        return fragment.name().substring("org/iskra/".length()) + Cypher.FRAGMENT_SUFFIX;
    }

    /** A root list's page statements as they are sent, with each form of its per-item expression. */
    private static List<String> sentForms(RootList.Spec list) {
        RootList pages = RootList.of(list);
        List<String> forms = new ArrayList<>(
                List.of(pages.counted().text(), pages.uncounted().text()));
        List<RootList> withPerItem = PER_ITEM.getOrDefault(list, List.of());
        // the uncounted page (totalCount not asked, the usual case) with every form of the expression, the counted one
        // with its first two (the planner takes about half a second for each of these)
        withPerItem.forEach(counts -> forms.add(counts.uncounted().text()));
        withPerItem.stream()
                .limit(2)
                .forEach(counts -> forms.add(counts.counted().text()));
        return forms;
    }

    private static Path cypherFile(String name) {
        return ROOTS.stream()
                .map(root -> root.resolve(name))
                .filter(Files::exists)
                .findFirst()
                .orElseThrow();
    }

    /** A query file's name below {@code org/iskra}, e.g. {@code people/findPeople.cypher}. */
    private static String nameOf(Path file) {
        return ROOTS.stream()
                .filter(file::startsWith)
                .findFirst()
                .orElseThrow()
                .relativize(file)
                .toString();
    }

    /** What a members page returns of each entity when the request selects a few fields of people and sources. */
    private static final Projection PROJECTION =
            Projection.of(Map.of(EntityKind.PERSON, Set.of("name", "born"), EntityKind.SOURCE, Set.of("title")));

    /** What a statement list returns of each statement when the request selects a membership's dates and sources. */
    private static final StatementProjection STATEMENT_PROJECTION =
            StatementProjection.of(Set.of("start", "end", "sources"));

    @TestFactory
    Stream<DynamicTest> everyQueryFilePlans() throws IOException {
        List<Path> files = queryFiles();
        assertFalse(files.isEmpty());
        return files.stream()
                .map(f -> DynamicTest.dynamicTest(nameOf(f), () -> {
                    String name = nameOf(f);
                    String text = Cypher.withoutComments(Files.readString(f));
                    Plan plan = TestDatabase.graph()
                            .inRead(tx -> tx.run("EXPLAIN " + text).consume().plan());
                    List<String> scans = scans(plan, new ArrayList<>());
                    assertTrue(
                            scans.isEmpty() || SCANS.containsKey(name),
                            name + " scans where an index should find its starting points: " + scans + "\n" + text);
                }));
    }

    /**
     * The statements the Cypher-DSL writes per shape beyond the root lists: the members lists in every filter shape and
     * form (groups/MembersQueries), with the projections of a typical request and whole, and the connection searches
     * for every number of hops with and without their filters.
     */
    @TestFactory
    Stream<DynamicTest> everyWrittenStatementPlansFromIndexes() {
        List<Cypher> statements = new ArrayList<>(MembersQueries.everyShape(STATEMENT_PROJECTION, PROJECTION));
        statements.addAll(MembersQueries.everyShape(StatementProjection.WHOLE, Projection.WHOLE).stream()
                .limit(4)
                .toList());
        for (int hops = 1; hops <= 6; hops++) {
            for (boolean filtered : List.of(false, true)) {
                statements.add(
                        ConnectionStore.statement(new ConnectionStore.Shape(hops, filtered, filtered, false, false)));
                if (hops == 1 || hops == 6) { // the contemporary condition's plans differ from the others' only by hops
                    statements.add(ConnectionStore.statement(
                            new ConnectionStore.Shape(hops, filtered, filtered, true, false)));
                    statements.add(ConnectionStore.statement(
                            new ConnectionStore.Shape(hops, filtered, filtered, false, true)));
                }
            }
        }
        return statements.stream()
                .collect(Collectors.toMap(Cypher::text, c -> c, (x, y) -> x, LinkedHashMap::new))
                .values()
                .stream()
                .map(statement -> DynamicTest.dynamicTest(statement.name(), () -> {
                    Plan plan = TestDatabase.graph()
                            .inRead(tx -> tx.run("EXPLAIN " + statement.text())
                                    .consume()
                                    .plan());
                    List<String> scans = scans(plan, new ArrayList<>());
                    assertTrue(scans.isEmpty(), statement.name() + " scans: " + scans + "\n" + statement.text());
                }));
    }

    @TestFactory
    Stream<DynamicTest> everyRootListPlans() {
        return ROOT_LISTS.stream()
                .map(list -> DynamicTest.dynamicTest(fileOf(list.filter()), () -> {
                    String name = fileOf(list.filter());
                    for (String text : new LinkedHashSet<>(sentForms(list))) {
                        Plan plan = TestDatabase.graph()
                                .inRead(tx ->
                                        tx.run("EXPLAIN " + text).consume().plan());
                        List<String> scans = scans(plan, new ArrayList<>());
                        assertTrue(
                                scans.isEmpty() || SCANS.containsKey(name),
                                name + " scans where an index should find its starting points: " + scans + "\n" + text);
                    }
                }));
    }

    @Test
    void everyFragmentIsPlannedWithARootList() throws IOException {
        for (Path fragment : cypherFiles(true)) {
            assertTrue(
                    ROOT_LISTS.stream().anyMatch(list -> fileOf(list.filter()).equals(nameOf(fragment))),
                    nameOf(fragment) + " is the filter of no root list, so nothing plans it");
        }
    }

    private static List<String> scans(Plan plan, List<String> found) {
        String operator = plan.operatorType().replaceAll("@.*", "");
        if (SCAN_OPERATORS.stream().anyMatch(operator::endsWith)) {
            found.add(operator + " " + plan.arguments().get("Details"));
        }
        plan.children().forEach(child -> scans(child, found));
        return found;
    }

    @Test
    void migrationsAreIdempotent() {
        Migrations.apply(TestDatabase.graph());
        Migrations.apply(TestDatabase.graph());
        long constraints = TestDatabase.graph()
                .inRead(tx -> tx.run("SHOW CONSTRAINTS YIELD name WHERE name = 'entity_id' RETURN count(*) AS n")
                        .single()
                        .get("n")
                        .asLong());
        assertTrue(constraints == 1);
    }
}
