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
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.iskra.congresses.CongressStore;
import org.iskra.events.EventStore;
import org.iskra.facts.EntityKind;
import org.iskra.facts.StatementType;
import org.iskra.graphql.Stores;
import org.iskra.groups.MembersFilter;
import org.iskra.groups.OrganizationStore;
import org.iskra.importer.BulkImport;
import org.iskra.people.PersonStore;
import org.iskra.places.PlaceStore;
import org.iskra.publications.PublicationStore;
import org.iskra.reads.Projection;
import org.iskra.reads.RootList;
import org.iskra.reads.StatementProjection;
import org.iskra.reads.TypedStatements;
import org.iskra.testing.Json;
import org.iskra.testing.ReadShapes;
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
 * people. A fragment ({@code *.fragment.cypher}) is no statement of its own: it is planned inside every query that
 * splices it in, as {@link Cypher#with(Cypher)} does. Beyond the files, every read shape the schema allows up to three
 * levels below an entity ({@link ReadShapes}) is sent as GraphQL to a real server over the same graph, and every
 * statement those reads send, the ones the Cypher-DSL writes per shape included, is planned the same way.
 */
class CypherFilesIT {
    private static final int PEOPLE = 3_000;

    @BeforeAll
    static void loadSyntheticGraph() throws IOException {
        TestDatabase.clean();
        Path dir = Files.createTempDirectory("iskra-plans");
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
        try (TestServer server = TestServer.start(
                "--data", Files.createTempDirectory("iskra-none").toString())) {
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

    /**
     * The forms a fragment takes in the statements sent, by fragment name: the members filter is spliced in as the
     * clauses of the filters a request sets (every subset of them); a fragment not listed, as written. Comments are
     * left out, as Cypher reads a file.
     */
    private static final Map<String, List<String>> FRAGMENT_FORMS =
            Map.of("membershipFilter", MembersFilter.predicates());

    /** A query file's texts as they are sent: with every fragment it names spliced in, in each of its forms. */
    private static List<String> withFragments(Path file) throws IOException {
        return withFragments(Cypher.withoutComments(Files.readString(file)));
    }

    private static List<String> withFragments(String text) throws IOException {
        List<String> texts = List.of(text);
        for (int pass = 0; pass < 3; pass++) { // again, for fragments spliced into fragments
            for (Path fragment : cypherFiles(true)) {
                String fileName = fragment.getFileName().toString();
                String name = fileName.substring(0, fileName.length() - Cypher.FRAGMENT_SUFFIX.length());
                String placeholder = Cypher.placeholder(name);
                List<String> forms = FRAGMENT_FORMS.getOrDefault(
                        name,
                        List.of(Cypher.withoutComments(Files.readString(fragment))
                                .strip()));
                texts = texts.stream()
                        .flatMap(t -> t.contains(placeholder)
                                ? forms.stream().map(f -> t.replace(placeholder, f))
                                : Stream.of(t))
                        .toList();
            }
        }
        return texts;
    }

    /** The root lists (reads/RootList), each planned as the page statements made from its filter. */
    private static final List<RootList.Spec> ROOT_LISTS = List.of(
            PersonStore.LIST,
            OrganizationStore.LIST,
            PublicationStore.LIST,
            CongressStore.LIST,
            EventStore.LIST,
            PlaceStore.LIST);
    /** The per-item expressions read with the pages of a root list (RootList.withPerItem), by list. */
    private static final Map<RootList.Spec, Cypher> PER_ITEM =
            Map.of(OrganizationStore.LIST, OrganizationStore.MEMBER_COUNT);

    /**
     * The file of a fragment read by {@link Cypher#fragment}, below {@code org/iskra}
     * ({@code people/peopleFilter.fragment.cypher}).
     */
    private static String fileOf(Cypher fragment) {
        return fragment.name().substring("org/iskra/".length()) + Cypher.FRAGMENT_SUFFIX;
    }

    /** A root list's page statements as they are sent, with each form of its per-item expression. */
    private static List<String> sentForms(RootList.Spec list) throws IOException {
        RootList pages = RootList.of(list);
        List<String> forms = new ArrayList<>(
                List.of(pages.counted().text(), pages.uncounted().text()));
        Cypher perItem = PER_ITEM.get(list);
        if (perItem != null) {
            // the uncounted page (totalCount not asked, the usual case) with every form of the expression, the
            // counted one with its first two (the planner takes about half a second for each of these)
            RootList withPerItem = RootList.withPerItem(list, perItem);
            List<String> uncounted = withFragments(withPerItem.uncounted().text());
            List<String> counted = withFragments(withPerItem.counted().text());
            forms.addAll(uncounted);
            forms.addAll(counted.subList(0, Math.min(2, counted.size())));
        }
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
    private static final String STATEMENT_PROJECTION =
            StatementProjection.of(Set.of("start", "end", "sources")).cypher();

    @TestFactory
    Stream<DynamicTest> everyQueryFilePlans() throws IOException {
        List<Path> files = queryFiles();
        assertFalse(files.isEmpty());
        return files.stream()
                .map(f -> DynamicTest.dynamicTest(nameOf(f), () -> {
                    // templates name their relationship type {TYPE}; any statement type plans the same way
                    String name = nameOf(f);
                    Map<String, String> planned =
                            new LinkedHashMap<>(); // text → which variant, each distinct text planned once
                    for (String form : withFragments(f)) {
                        for (String type : List.of(
                                "MEMBER_OF",
                                "SPLIT_OF")) { // a populated type and a rare one: plans differ with statistics
                            // the statement lists are written per batch by the Cypher-DSL (StatementListQueryIT plans
                            // their shapes)
                            planned.putIfAbsent(
                                    PROJECTION
                                            .appliedTo(new Cypher(
                                                    name,
                                                    form.replace("{TYPE}", type)
                                                            .replace("{LABEL}", "Person")
                                                            .replace("{MAX_HOPS}", "4")
                                                            .replace(
                                                                    StatementProjection.PLACEHOLDER,
                                                                    STATEMENT_PROJECTION)))
                                            .text(),
                                    type); // every placeholder of an entity's projection
                        }
                    }
                    for (Map.Entry<String, String> variant : planned.entrySet()) {
                        String text = variant.getKey();
                        Plan plan = TestDatabase.graph()
                                .inRead(tx ->
                                        tx.run("EXPLAIN " + text).consume().plan());
                        List<String> scans = scans(plan, new ArrayList<>());
                        assertTrue(
                                scans.isEmpty() || SCANS.containsKey(name),
                                name + " (" + variant.getValue()
                                        + ") scans where an index should find its starting points: " + scans + "\n"
                                        + text);
                    }
                }));
    }

    @TestFactory
    Stream<DynamicTest> everyRootListPlans() {
        return ROOT_LISTS.stream()
                .map(list -> DynamicTest.dynamicTest(fileOf(list.filter()), () -> {
                    String name = fileOf(list.filter());
                    for (String text : new java.util.LinkedHashSet<>(sentForms(list))) {
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
    void everyFragmentIsPlannedInsideAQuery() throws IOException {
        List<Path> queries = queryFiles();
        for (Path fragment : cypherFiles(true)) {
            String name = fragment.getFileName().toString();
            String placeholder = Cypher.placeholder(name.substring(0, name.length() - Cypher.FRAGMENT_SUFFIX.length()));
            boolean spliced = false;
            for (Path query : queries) {
                spliced |= Files.readString(query).contains(placeholder);
            }
            for (Path outer :
                    cypherFiles(true)) { // a fragment of a fragment is planned inside the queries of the outer one
                spliced |= !outer.equals(fragment) && Files.readString(outer).contains(placeholder);
            }
            // a root list's filter or per-item expression: planned with its pages (everyRootListPlans)
            spliced |=
                    ROOT_LISTS.stream().anyMatch(list -> fileOf(list.filter()).equals(nameOf(fragment)));
            spliced |= PER_ITEM.values().stream()
                    .anyMatch(perItem -> fileOf(perItem).equals(nameOf(fragment)));
            assertTrue(
                    spliced,
                    nameOf(fragment) + " is spliced into no query (none writes " + placeholder
                            + "), so nothing plans it");
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
