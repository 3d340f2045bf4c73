package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iskra.core.Page;
import org.iskra.facts.DateRange;
import org.iskra.facts.Entity;
import org.iskra.facts.EntityKind;
import org.iskra.facts.Person;
import org.iskra.facts.StatementType;
import org.iskra.groups.MembersFilter;
import org.iskra.groups.MembershipStore;
import org.iskra.reads.Dsl;
import org.iskra.reads.ListRead;
import org.iskra.reads.NodeStore;
import org.iskra.reads.Projection;
import org.iskra.reads.StatementFilter;
import org.iskra.reads.StatementKey;
import org.iskra.reads.StatementProjection;
import org.iskra.reads.StatementStore;
import org.iskra.testing.ShippedDataServer;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.neo4j.cypherdsl.core.Cypher;

/**
 * The flagship members page returns, of its people, organizations and sources, only the properties the operation
 * selects; the answers are those of whole nodes. Each query is compared with itself in an operation that also asks a
 * field through the {@code Node} interface, which makes every kind read whole.
 */
class ProjectionsIT extends ShippedDataServer {
    private static final String SOURCE_FIELDS = "sources { id name title url citation kind }";
    private static final String EVERY_STORED_FIELD = """
            members(of: ["bolsheviks", "mensheviks"], first: 100) { totalCount nodes {
              person { id name aliases description born died note birthPlace { id } deathPlace { id } %1$s }
              organization { id name aliases description kind founded dissolved note %1$s }
              since until role %1$s } }""".formatted(SOURCE_FIELDS);
    /** Asks {@code name} through the interface: no kind can be projected in its operation. */
    private static final String WHOLE = " search(text: \"Lenin\", first: 1) { node { name } }";

    private static JsonNode members(String selection) {
        return data("{ " + selection + " }").get("members");
    }

    /** The answer to a selection of one root field ({@code members(…) {…}}), checked equal to the same read whole. */
    private static JsonNode sameAsWhole(String selection) {
        String root = selection.substring(0, selection.indexOf('('));
        JsonNode projected = data("{ " + selection + " }").get(root);
        assertEquals(data("{ " + selection + WHOLE + " }").get(root), projected);
        return projected;
    }

    @Test
    void everyStoredFieldOfAProjectedPageIsTheWholeNodesValue() {
        JsonNode projected = sameAsWhole(EVERY_STORED_FIELD);
        assertTrue(projected.get("nodes").size() >= 20, projected.toString());
        assertTrue(
                projected.toString().contains("\"description\":\"")
                        && projected.toString().contains("\"url\":\"http"),
                "the page holds descriptions and URLs to compare: " + projected);
    }

    @Test
    void anOperationWithVariablesIsProjectedToo() {
        String query =
                "query($after: PartialDate, $skip: Boolean!) { members(of: [\"bolsheviks\", \"mensheviks\"], joinedAfter: $after, "
                        + "first: 20) { nodes { person { id name born @skip(if: $skip) } } } }";
        var answer = server.graphql(query, Map.of("after", "1903", "skip", false));
        assertEquals(200, answer.statusCode(), answer.body());
        assertFalse(answer.body().contains("\"errors\""), answer.body());
        assertTrue(answer.body().contains("\"born\":\""), answer.body());
    }

    /**
     * An entity read with its lists and those of their other ends, and where its answer must hold more than one item
     * ({@code *}: in at least one element of the list before it).
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "person(id: \"lenin\") { id name born memberships(first: 20) { since organization { id name kind } } "
                        + "works(first: 20) { id name published } congresses(first: 20) { grouping { id name } "
                        + "congress { id name start delegates(first: 20) { person { id name died } } } } } | /congresses/*/congress/delegates",
                "congress(id: \"rsdlp-congress-2\") { id name ordinal delegates(first: 30) { person { id name "
                        + "memberships(first: 5) { organization { name kind } } works(first: 5) { name kind } "
                        + "congresses(first: 5) { congress { name } } } } } | /delegates"
            })
    void anEntityReadWithItsListsAnswersAsWholeNodes(String selection, String items) {
        JsonNode projected = sameAsWhole(selection);
        assertTrue(largest(projected, items) > 1, projected.toString());
    }

    /** The statements the request {@code { selection }} sent to the database, in order. */
    private static List<String> statementsSentFor(String selection) {
        long before = TestDatabase.statementsSent();
        data("{ " + selection + " }");
        List<String> recent = TestDatabase.recentStatements();
        return recent.subList(recent.size() - (int) (TestDatabase.statementsSent() - before), recent.size());
    }

    /** The size of the list at {@code pointer}; with a {@code *} step, the largest over the elements it stands for. */
    private static int largest(JsonNode node, String pointer) {
        int star = pointer.indexOf("/*");
        if (star < 0) {
            return node.at(pointer).size();
        }
        int most = 0;
        for (JsonNode element : node.at(pointer.substring(0, star))) {
            most = Math.max(most, largest(element, pointer.substring(star + 2)));
        }
        return most;
    }

    /**
     * Reads the batch loaders make level by level (not folded into their parent's statement): each sends its statement
     * with the request's projection (a constant label per projected kind), and answers as whole nodes would.
     * {@code statement} is how that statement begins.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                // the delegates of a page of congresses, one list per congress, in one statement
                "congresses(first: 5) { nodes { id name delegates(first: 10) { person { id name died } } } } | /nodes/*/delegates "
                        + "| UNWIND $keys AS k",
                // a place by its id, through the entity loader
                "person(id: \"dan\") { id name birthPlace { id name } deathPlace { id name } } | /deathPlace/name "
                        + "| MATCH (x:Entity)",
                // a page of members for each organization of a page
                "organizations(first: 50) { nodes { id members(first: 3) { nodes { since person { id name born } } } } } | /nodes "
                        + "| UNWIND $organizationIds AS organizationId"
            })
    void aLevelBatchedReadIsProjectedAndAnswersAsWholeNodes(String selection, String answered, String statement) {
        List<String> all = statementsSentFor(selection);
        List<String> sent = all.stream().filter(s -> s.startsWith(statement)).toList();
        assertFalse(sent.isEmpty(), "this request sent " + statement + "…: " + all);
        assertTrue(sent.getLast().contains("label: '"), "projected: " + sent.getLast());
        JsonNode projected = sameAsWhole(selection);
        JsonNode items = projected.at(answered);
        assertTrue(
                answered.contains("/*")
                        ? largest(projected, answered) > 1
                        : items.isValueNode() ? !items.isNull() : items.size() > 1,
                "an answer to compare at " + answered + ": " + projected);
    }

    /**
     * {@code Congress.delegates} is a list of attendances, while the node's stored {@code delegates} is the count the
     * schema serves as {@code delegateCount}: selecting the list reads no stored property for it.
     */
    @Test
    void aListFieldNamedLikeAStoredPropertyReadsNoProperty() {
        String selection = "person(id: \"lenin\") { congresses(first: 20) { congress { id name "
                + "delegates(first: 5) { person { id name } } } } }";
        List<String> sent = statementsSentFor(selection);
        assertTrue(sent.stream().anyMatch(s -> s.contains("label: 'Congress'")), "congresses projected: " + sent);
        assertTrue(sent.stream().noneMatch(s -> s.contains(".delegates")), "no stored delegates read: " + sent);
        assertTrue(largest(sameAsWhole(selection), "/congresses/*/congress/delegates") > 1, "delegates answered");
    }

    @Test
    void theLevelBatchedReadsOfTheStoresReturnOnlyTheProjectedProperties() {
        Projection names = Projection.of(Map.of(EntityKind.PERSON, Set.of("name")));
        StatementStore statements = new StatementStore(TestDatabase.graph());
        StatementKey delegates = new StatementKey(
                "rsdlp-congress-2", StatementFilter.incoming(StatementType.ATTENDED), 100, null, false);
        Collection<Entity> whole = statements
                .about(List.of(delegates), Projection.WHOLE)
                .entities()
                .values();
        Collection<Entity> projected =
                statements.about(List.of(delegates), names).entities().values();
        assertTrue(
                whole.stream().anyMatch(e -> e instanceof Person p && p.description() != null),
                "delegates with descriptions");
        assertTrue(
                projected.stream().allMatch(e -> !(e instanceof Person p) || p.description() == null), "not projected");
        assertEquals(
                whole.stream().map(Entity::id).sorted().toList(),
                projected.stream().map(Entity::id).sorted().toList());

        NodeStore nodes = new NodeStore(TestDatabase.graph());
        Person lenin = (Person) nodes.byIds(List.of("lenin"), names).get("lenin");
        assertEquals(((Person) nodes.byIds(List.of("lenin")).get("lenin")).name(), lenin.name());
        assertNull(lenin.description(), "not projected");

        MembershipStore memberships = new MembershipStore(TestDatabase.graph());
        MembersFilter all = new MembersFilter(new DateRange(null, null, null), null, false);
        Collection<Entity> members = memberships
                .membersByOrganization(List.of("bolsheviks"), all, new Page(0, 50), names)
                .entities()
                .values();
        assertFalse(members.isEmpty());
        assertTrue(
                members.stream().allMatch(e -> e instanceof Person p && p.name() != null && p.description() == null),
                "projected: " + members);
    }

    @Test
    void aSourcesNameIsReadFromItsTitle() {
        String page = "members(of: [\"bolsheviks\"], first: 20) { nodes { sources { name } } }";
        JsonNode projected = sameAsWhole(page);
        assertTrue(projected.toString().contains("\"name\":\""), projected.toString());
    }

    @Test
    void aFieldSelectedElsewhereInTheOperationIsReadToo() {
        String page = "members(of: [\"bolsheviks\"], first: 5) { nodes { person { id name } } }";
        String firstId = members(page).at("/nodes/0/person/id").asText();
        String alone = "{ person(id: \"" + firstId + "\") { description born aliases sources { title } } }";
        JsonNode both =
                data("{ " + page + " person(id: \"" + firstId + "\") { description born aliases sources { title } } }");
        assertEquals(data(alone).get("person"), both.get("person"));
        assertFalse(both.at("/person/description").isNull(), "a person of the page with a description: " + both);
    }

    @Test
    void factionHistoryReadsTheKindOfOrganizationsWhoseKindIsNotSelected() {
        String page = "members(of: [\"bolsheviks\", \"mensheviks\"], first: 50) { nodes { organization { id name } "
                + "person { id factionHistory { organization { id } since } } } }";
        JsonNode projected = sameAsWhole(page);
        assertTrue(projected.toString().contains("factionHistory\":[{"), "some factions to compare: " + projected);
    }

    @Test
    void anEntityReadWithItsListsReturnsOnlyTheProjectedProperties() {
        StatementStore statements = new StatementStore(TestDatabase.graph());
        StatementKey congresses = new StatementKey("lenin", StatementFilter.outgoing(StatementType.ATTENDED));
        StatementKey delegates =
                new StatementKey(null, StatementFilter.incoming(StatementType.ATTENDED), 50, null, false);
        Map<String, List<ListRead>> reads = Map.of("lenin", List.of(new ListRead(congresses, List.of(delegates))));
        StatementStore.EntitiesWithStatements wholeRead =
                statements.withStatements(reads, Projection.WHOLE).orElseThrow();
        StatementStore.EntitiesWithStatements projectedRead = statements
                .withStatements(reads, Projection.of(Map.of(EntityKind.PERSON, Set.of("name"))))
                .orElseThrow();
        Collection<Entity> whole = wholeRead.ends().values();
        Collection<Entity> projected = projectedRead.ends().values();
        Person lenin = (Person) wholeRead.entities().get("lenin");
        Person projectedLenin = (Person) projectedRead.entities().get("lenin");
        assertNotNull(lenin.description());
        assertEquals(lenin.name(), projectedLenin.name());
        assertNull(projectedLenin.description(), "not projected");
        Set<String> described = whole.stream()
                .filter(e -> e instanceof Person p && p.description() != null)
                .map(Entity::id)
                .collect(Collectors.toSet());
        assertFalse(described.isEmpty(), "delegates with descriptions, read whole");
        assertTrue(
                projected.stream()
                        .filter(e -> described.contains(e.id()))
                        .allMatch(e -> ((Person) e).description() == null),
                "the delegates read ahead are projected too");
        assertEquals(
                whole.stream().map(Entity::id).distinct().sorted().toList(),
                projected.stream().map(Entity::id).distinct().sorted().toList());
    }

    /** A statement type's ends narrow the kinds a projection tests; an entity of any other kind still comes, whole. */
    @Test
    void anEntityOutsideTheKindsANarrowedProjectionTestsComesWhole() {
        Projection names =
                Projection.of(Map.of(EntityKind.PERSON, Set.of("name"), EntityKind.ORGANIZATION, Set.of("name")));
        Function<EntityKind, Person> lenin = kind -> (Person) TestDatabase.graph()
                .read(
                        Dsl.cypher(
                                "lenin",
                                Cypher.match(Cypher.node("Entity")
                                                .named("x")
                                                .withProperties("id", Cypher.literalOf("lenin")))
                                        .returning(names.expression(Cypher.name("x"), Set.of(kind))
                                                .as("n"))
                                        .build()),
                        Map.of(),
                        r -> NodeStore.toEntity(r.get("n")))
                .getFirst();
        assertNull(lenin.apply(EntityKind.PERSON).description(), "tested as a person: projected");
        Person whole = lenin.apply(EntityKind.ORGANIZATION);
        assertEquals("lenin", whole.id());
        assertNotNull(whole.description(), "not among the kinds tested: the node, whole");
    }

    @Test
    void theStoreReturnsOnlyTheProjectedProperties() {
        MembershipStore store = new MembershipStore(TestDatabase.graph());
        MembersFilter all = new MembersFilter(new DateRange(null, null, null), null, false);
        StatementProjection statements = StatementProjection.WHOLE;
        Collection<Entity> whole = store.members(
                        List.of("bolsheviks"), all, new Page(0, 50), statements, Projection.WHOLE)
                .entities()
                .values();
        Collection<Entity> projected = store.members(
                        List.of("bolsheviks"),
                        all,
                        new Page(0, 50),
                        statements,
                        Projection.of(Map.of(EntityKind.PERSON, Set.of("name"))))
                .entities()
                .values();
        Person described = whole.stream()
                .filter(e -> e instanceof Person p && p.description() != null)
                .map(Person.class::cast)
                .findFirst()
                .orElseThrow();
        Person same = projected.stream()
                .filter(e -> e.id().equals(described.id()))
                .map(Person.class::cast)
                .findFirst()
                .orElseThrow();
        assertEquals(described.name(), same.name());
        assertNull(same.description(), "not projected");
        assertTrue(same.sourceIds().isEmpty(), "not projected");
        assertNotNull(
                projected.stream()
                        .filter(e -> e.id().equals("bolsheviks"))
                        .findFirst()
                        .orElseThrow(),
                "a kind the projection does not name comes whole");
        assertEquals(
                whole.stream().map(Entity::id).sorted().toList(),
                projected.stream().map(Entity::id).sorted().toList());
    }
}
