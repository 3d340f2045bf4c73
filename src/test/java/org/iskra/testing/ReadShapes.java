package org.iskra.testing;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The read shapes the served schema allows up to three levels below an entity, as GraphQL queries. The shapes come from
 * the schema (its introspection), not from a list: a list field added to the schema is in them without being named.
 *
 * <p>From each root ({@code person(id:)} and the like), for each object field of the first level and each of the
 * second, one query selects every object field of the third level at once, as a client selecting many lists does (which
 * batches them into one statement). Lists ask for {@code first: 2}; fields with a required argument are left out (the
 * research queries, planned by their own tests), as are Relay's {@code edges} and {@code pageInfo}, which read what
 * {@code nodes} reads.
 */
public final class ReadShapes {
    private static final String TYPE_REF = "kind name ofType { kind name ofType { kind name ofType { kind name } } }";
    /** The introspection query the shapes are made from. */
    public static final String INTROSPECTION = "{ __schema { types { name kind fields { name type { " + TYPE_REF
            + " } args { name defaultValue type { " + TYPE_REF + " } } } } } }";

    private final Map<String, JsonNode> types = new HashMap<>();

    /** The shapes of the schema that {@code introspection} (the data of {@link #INTROSPECTION}) describes. */
    public ReadShapes(JsonNode introspection) {
        for (JsonNode type : introspection.at("/__schema/types")) {
            types.put(type.get("name").asText(), type);
        }
    }

    /** The queries from each root field of {@code Query} named in {@code roots}, each read by the given id. */
    public List<String> fromRoots(Map<String, String> roots) {
        List<String> queries = new ArrayList<>();
        JsonNode query = types.get("Query");
        for (Map.Entry<String, String> root : roots.entrySet()) {
            String head = root.getKey() + "(id: \"" + root.getValue() + "\")";
            String rootType = named(field(query, root.getKey()).get("type"));
            for (JsonNode first : objectFields(rootType)) {
                List<JsonNode> seconds = objectFields(itemType(first));
                if (seconds.isEmpty()) {
                    queries.add("{ " + head + " { id " + select(first, "__typename") + " } }");
                }
                for (JsonNode second : seconds) {
                    StringBuilder third = new StringBuilder("__typename");
                    for (JsonNode leaf : objectFields(itemType(second))) {
                        third.append(' ').append(select(leaf, "__typename"));
                    }
                    queries.add("{ " + head + " { id " + select(first, "__typename " + select(second, third.toString()))
                            + " } }");
                }
            }
        }
        return queries;
    }

    /** {@code field} with its arguments ({@code first: 2} where it takes one) and the selection on its items. */
    private String select(JsonNode field, String selection) {
        boolean takesFirst = false;
        for (JsonNode arg : field.get("args")) {
            takesFirst |= arg.get("name").asText().equals("first");
        }
        boolean connection = named(field.get("type")).endsWith("Connection");
        return field.get("name").asText() + (takesFirst ? "(first: 2)" : "") + " { "
                + (connection ? "nodes { " + selection + " }" : selection) + " }";
    }

    /** The fields of {@code typeName} whose items are objects, that a client can select without an argument. */
    private List<JsonNode> objectFields(String typeName) {
        JsonNode type = types.get(typeName);
        List<JsonNode> fields = new ArrayList<>();
        if (type == null || type.get("fields").isNull()) {
            return fields;
        }
        Set<String> seen = new LinkedHashSet<>();
        for (JsonNode f : type.get("fields")) {
            String name = f.get("name").asText();
            if (name.equals("pageInfo") || name.equals("edges") || !seen.add(name) || requiresArgument(f)) {
                continue;
            }
            JsonNode item = types.get(itemType(f));
            if (item != null
                    && List.of("OBJECT", "INTERFACE").contains(item.get("kind").asText())) {
                fields.add(f);
            }
        }
        return fields;
    }

    private static boolean requiresArgument(JsonNode field) {
        for (JsonNode arg : field.get("args")) {
            if (arg.at("/type/kind").asText().equals("NON_NULL")
                    && arg.get("defaultValue").isNull()) {
                return true;
            }
        }
        return false;
    }

    /** The type of the items a field returns: a connection's node type, a list's element type, else the type. */
    private String itemType(JsonNode field) {
        String type = named(field.get("type"));
        return type.endsWith("Connection")
                ? named(field(types.get(type), "nodes").get("type"))
                : type;
    }

    private static JsonNode field(JsonNode type, String name) {
        for (JsonNode f : type.get("fields")) {
            if (f.get("name").asText().equals(name)) {
                return f;
            }
        }
        throw new AssertionError(type.get("name").asText() + " has no field " + name);
    }

    /** The named type under list and non-null wrappers. */
    private static String named(JsonNode typeRef) {
        JsonNode t = typeRef;
        while (t.get("name").isNull()) {
            t = t.get("ofType");
        }
        return t.get("name").asText();
    }
}
