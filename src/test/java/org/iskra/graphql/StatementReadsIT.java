package org.iskra.graphql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import graphql.language.EnumTypeDefinition;
import graphql.language.FieldDefinition;
import graphql.language.ObjectTypeDefinition;
import graphql.language.ScalarTypeDefinition;
import graphql.language.TypeName;
import graphql.schema.idl.SchemaParser;
import graphql.schema.idl.TypeDefinitionRegistry;
import graphql.schema.idl.TypeUtil;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.iskra.facts.Statement;
import org.iskra.facts.StatementType;
import org.iskra.reads.Projection;
import org.iskra.reads.StatementFilter;
import org.iskra.reads.StatementKey;
import org.iskra.reads.StatementProjection;
import org.iskra.reads.StatementStore;
import org.iskra.store.Cypher;
import org.iskra.testing.ShippedDataServer;
import org.iskra.testing.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Lists whose items are statements return only the statement properties their selection reads ({@link StatementReads}),
 * and answer as they would with every property: each field of each statement-backed type, selected alone, answers what
 * it answers among all the type's fields. The selections are written from the schema, so a field added to a type is
 * covered (and, until the catalogue names it, makes its lists whole).
 */
class StatementReadsIT extends ShippedDataServer {
    private static final TypeDefinitionRegistry SCHEMA = new SchemaParser().parse(SchemaFactory.sdl());

    @Test
    void theCatalogueNamesEveryFieldOfItsTypesAndNoOther() {
        StatementReads.catalogue().forEach((type, fields) -> {
            Set<String> schemaFields =
                    fieldsOf(type).stream().map(FieldDefinition::getName).collect(Collectors.toSet());
            assertEquals(schemaFields, fields.keySet(), type);
        });
    }

    /**
     * A list (its root field with {@code %s} where the items' selection goes), where its items are in the answer, and
     * their type.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "person(id: \"lenin\") { memberships(first: 50) { %s } }                                 | Membership",
                "members(of: [\"bolsheviks\", \"mensheviks\"], first: 30) { nodes { %s } }              | Membership",
                "members(of: [\"bolsheviks\", \"mensheviks\"], joinedAfter: \"1903\", first: 30) { edges { node { %s } } } | Membership",
                "members(of: [\"iskra-editorial-board\"], first: 10) { nodes { person { memberships(first: 20) { %s } } } } | Membership",
                "congress(id: \"rsdlp-congress-2\") { delegates(first: 60) { %s } }                      | Attendance",
                "congress(id: \"rsdlp-congress-4\") { officers { %s } }                                  | CongressOffice",
                "congress(id: \"rsdlp-congress-2\") { places { %s } }                                    | Statement",
                "motion(id: \"motion-rules-paragraph-1-martov\") { votes(first: 50) { %s } }             | Vote",
                "publication(id: \"iskra\") { articles(first: 50) { %s } }                               | Appearance"
            })
    void eachFieldAloneAnswersAsAmongAllFields(String list, String type) {
        Map<String, String> selections = new LinkedHashMap<>();
        for (FieldDefinition field : fieldsOf(type)) {
            selections.put(field.getName(), selectionOf(field));
        }
        JsonNode all = data("{ " + list.formatted(String.join(" ", selections.values())) + " }");
        List<JsonNode> items = items(all, selections.keySet(), new ArrayList<>());
        assertTrue(items.size() > 1, "a list of several items to compare: " + all);
        Set<String> shown = new LinkedHashSet<>();
        selections.forEach((name, selection) -> {
            JsonNode alone = data("{ " + list.formatted(selection) + " }");
            assertEquals(only(all, selections.keySet(), name), alone, type + "." + name + " alone");
            if (items.stream()
                    .map(item -> item.get(name))
                    .anyMatch(v -> !v.isNull() && (v.isValueNode() || !v.isEmpty()))) {
                shown.add(name);
            }
        });
        assertTrue(shown.size() >= 4, "some fields with values to compare (" + shown + "): " + all);
    }

    @Test
    void aProjectedListReturnsOnlyItsPropertiesWithItsTypeAndEnds() {
        StatementStore store = new StatementStore(TestDatabase.graph());
        StatementKey whole = new StatementKey("lenin", StatementFilter.outgoing(StatementType.MEMBER_OF));
        StatementKey projected = whole.returning(StatementProjection.of(Set.of("start")));
        Map<StatementKey, List<Statement>> read =
                store.about(List.of(whole, projected), Projection.WHOLE).value();
        List<Statement> all = read.get(whole);
        List<Statement> some = read.get(projected);
        assertEquals(all.size(), some.size());
        assertTrue(all.size() > 3, all.toString());
        for (int i = 0; i < all.size(); i++) {
            Statement w = all.get(i);
            Statement p = some.get(i);
            assertEquals(
                    List.of(w.id(), w.type(), w.fromId(), w.toId(), String.valueOf(w.start())),
                    List.of(p.id(), p.type(), p.fromId(), p.toId(), String.valueOf(p.start())));
            assertFalse(w.sourceIds().isEmpty(), w.toString());
            assertTrue(p.sourceIds().isEmpty(), p.toString());
            assertNull(p.addedIn(), p.toString());
            assertNotNull(w.addedIn(), w.toString());
        }
    }

    /**
     * The statement a request sends returns the properties its lists read: those of the selection for a list shown as
     * it is, every one for a list a fetcher works on first ({@code factionHistory}).
     */
    @Test
    void aRequestSendsTheProjectionOfItsLists() {
        // lists of one type and one direction: their type and ends are known without reading them
        assertEquals(
                "{.id, .start}", statementSentFor("{ person(id: \"lenin\") { memberships(first: 5) { since } } }"));
        assertEquals(
                "{.grouping, .id}",
                statementSentFor(
                        "{ person(id: \"lenin\") { congresses(first: 5) { grouping { id } congress { id } } } }"));
        assertEquals("{.id}", statementSentFor("{ person(id: \"lenin\") { works(first: 5) { name } } }"));
        assertEquals(
                "{.*}",
                statementSentFor(
                        "{ members(of: [\"bolsheviks\"], first: 2) { nodes { person { factionHistory { since } } } } }"));
        // of both directions or several types (an entity's statements, read whole): read
        assertEquals(
                "{.*, " + TYPE + ", " + ENDS + "}",
                statementSentFor("{ person(id: \"lenin\") { statements(types: [MEMBER_OF, AUTHORED]) { id } } }"));
    }

    /** A list of one type and one direction knows its statements' type and ends: the same as the database's. */
    @Test
    void aListOfOneTypeAndDirectionHasItsStatementsEnds() {
        StatementStore store = new StatementStore(TestDatabase.graph());
        StatementKey outgoing = new StatementKey("lenin", StatementFilter.outgoing(StatementType.MEMBER_OF));
        StatementKey incoming = new StatementKey(
                "rsdlp-congress-2", new StatementFilter(List.of("ATTENDED"), StatementFilter.Direction.IN, false));
        Map<StatementKey, List<Statement>> read =
                store.about(List.of(outgoing, incoming), Projection.WHOLE).value();
        for (StatementKey key : List.of(outgoing, incoming)) {
            List<Statement> listed = read.get(key);
            assertTrue(listed.size() > 3, key + ": " + listed);
            Map<String, List<String>> stored = new HashMap<>();
            TestDatabase.graph()
                    .read(
                            new Cypher(
                                    "ends",
                                    "MATCH (a)-[r]->(b) WHERE r.id IN $ids RETURN r.id AS id, type(r) AS type, a.id AS from, b.id AS to"),
                            Map.of("ids", listed.stream().map(Statement::id).toList()),
                            r -> stored.put(
                                    r.get("id").asString(),
                                    List.of(
                                            r.get("type").asString(),
                                            r.get("from").asString(),
                                            r.get("to").asString())));
            for (Statement statement : listed) {
                assertEquals(
                        stored.get(statement.id()),
                        List.of(statement.type().name(), statement.fromId(), statement.toId()),
                        key.toString());
            }
        }
        assertTrue(read.get(incoming).stream().allMatch(s -> s.toId().equals("rsdlp-congress-2")));
        assertTrue(read.get(outgoing).stream().allMatch(s -> s.fromId().equals("lenin")));
    }

    /**
     * The members page too: the selection's properties of each membership, every one under an organization's members.
     */
    @Test
    void aMembersPageSendsTheProjectionOfItsItems() {
        assertEquals(
                "{.end, .id, .sources, .start, " + TYPE + ", " + ENDS + "}",
                membershipsSentFor(
                        "{ members(of: [\"bolsheviks\"], joinedAfter: \"1903\", first: 5) { nodes { person { id } since until sources { title } } } }"));
        assertEquals(
                "{.id, .role, " + TYPE + ", " + ENDS + "}",
                membershipsSentFor(
                        "{ members(of: [\"bolsheviks\"], first: 5) { totalCount edges { cursor node { role organization { name } } } } }"));
        assertEquals(
                "{.*, " + TYPE + ", " + ENDS + "}",
                membershipsSentFor("{ organization(id: \"bolsheviks\") { members(first: 5) { nodes { since } } } }"));
    }

    /** What the request's last members page returns of each membership. */
    private static String membershipsSentFor(String query) {
        data(query);
        List<String> pages = TestDatabase.recentStatements().stream()
                .filter(t -> t.contains("AS page"))
                .toList();
        assertFalse(pages.isEmpty(), "a members page was sent");
        Matcher returned = Pattern.compile("\\| r (\\{[^}]*\\})\\] AS page").matcher(compact(pages.getLast()));
        assertTrue(returned.find(), pages.getLast());
        return returned.group(1);
    }

    /** A statement as one line, a map projection without the spaces the Cypher-DSL's pretty printer writes in it. */
    private static String compact(String statement) {
        return statement.replaceAll("\\s+", " ").replace("{ ", "{").replace(" }", "}");
    }

    private static final String TYPE = "type: type(r)";
    private static final String ENDS = "from: startNode(r).id, to: endNode(r).id";

    /** What the request's last statement list returns of each statement. */
    private static String statementSentFor(String query) {
        data(query);
        List<String> lists = TestDatabase.recentStatements().stream()
                .filter(t -> t.contains(" AS statement"))
                .toList();
        assertFalse(lists.isEmpty(), "a statement list was sent");
        String text = compact(lists.getLast());
        Matcher returned =
                Pattern.compile("RETURN r ?(\\{[^}]*\\}) AS statement").matcher(text);
        assertTrue(returned.find(), text);
        String first = returned.group(1);
        while (returned.find()) {
            assertEquals(first, returned.group(1), "one list, one projection: " + text);
        }
        return first;
    }

    @Test
    void aCataloguedFieldNamesOnlyStatementProperties() {
        StatementReads.catalogue()
                .values()
                .forEach(fields -> fields.values().forEach(StatementProjection::of)); // throws on any other
    }

    private static List<FieldDefinition> fieldsOf(String type) {
        return SCHEMA.getType(type, ObjectTypeDefinition.class).orElseThrow().getFieldDefinitions();
    }

    /** A field's selection: itself, with {@code { id }} when its type is an object. */
    private static String selectionOf(FieldDefinition field) {
        String type = ((TypeName) TypeUtil.unwrapAll(field.getType())).getName();
        boolean object = SCHEMA.getType(type)
                .filter(t -> !(t instanceof EnumTypeDefinition) && !(t instanceof ScalarTypeDefinition))
                .isPresent();
        return object ? field.getName() + " { id }" : field.getName();
    }

    /** The items of the list in an answer: the objects holding exactly the item fields. */
    private static List<JsonNode> items(JsonNode node, Set<String> fields, List<JsonNode> found) {
        if (node.isObject() && fieldNames(node).equals(fields)) {
            found.add(node);
        } else {
            node.forEach(child -> items(child, fields, found));
        }
        return found;
    }

    /** The answer with each item cut to one field. */
    private static JsonNode only(JsonNode node, Set<String> fields, String kept) {
        if (node.isObject() && fieldNames(node).equals(fields)) {
            ObjectNode item = JsonNodeFactory.instance.objectNode();
            item.set(kept, node.get(kept));
            return item;
        }
        if (node.isObject()) {
            ObjectNode copy = JsonNodeFactory.instance.objectNode();
            node.properties().forEach(e -> copy.set(e.getKey(), only(e.getValue(), fields, kept)));
            return copy;
        }
        if (node.isArray()) {
            var copy = JsonNodeFactory.instance.arrayNode();
            node.forEach(child -> copy.add(only(child, fields, kept)));
            return copy;
        }
        return node;
    }

    private static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new HashSet<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }
}
