package org.iskra.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import graphql.schema.GraphQLArgument;
import graphql.schema.GraphQLFieldDefinition;
import graphql.schema.GraphQLFieldsContainer;
import graphql.schema.GraphQLList;
import graphql.schema.GraphQLNamedType;
import graphql.schema.GraphQLNonNull;
import graphql.schema.GraphQLScalarType;
import graphql.schema.GraphQLSchema;
import graphql.schema.GraphQLType;
import graphql.schema.GraphQLTypeUtil;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iskra.testing.GraphState;
import org.iskra.testing.Leaks;
import org.iskra.testing.ShippedDataServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every String and ID argument of every Query field, found in the schema itself, receives every payload of
 * {@link Payloads} as a variable, and those that stress the parser also as inline literals: nothing fails with 5xx,
 * nothing leaks internals, and the graph is exactly as it was.
 */
class HostileInjectionIT extends ShippedDataServer {

    /** One String/ID argument of a Query field. */
    record Target(GraphQLFieldDefinition field, GraphQLArgument argument) {
        @Override
        public String toString() {
            return field.getName() + "(" + argument.getName() + ")";
        }
    }

    static List<Target> targets(GraphQLSchema schema) {
        List<Target> targets = new ArrayList<>();
        for (GraphQLFieldDefinition field : schema.getQueryType().getFieldDefinitions()) {
            for (GraphQLArgument argument : field.getArguments()) {
                if (isTextual(GraphQLTypeUtil.unwrapAll(argument.getType()))) {
                    targets.add(new Target(field, argument));
                }
            }
        }
        return targets;
    }

    private static boolean isTextual(GraphQLNamedType type) {
        return type instanceof GraphQLScalarType s
                && (s.getName().equals("String") || s.getName().equals("ID"));
    }

    @Test
    @Timeout(240)
    void everyTextArgumentOfEveryQueryFieldTakesEveryPayloadSafely() {
        List<Target> targets = targets(server.app().graphql().schema());
        assertTrue(targets.size() >= 15, "String/ID arguments found: " + targets);
        GraphState before = GraphState.now();
        Map<Integer, Integer> statuses = new TreeMap<>();
        int requests = 0;
        for (Target target : targets) {
            for (String payload : Payloads.ALL) {
                List<HttpResponse<String>> responses = Payloads.LITERAL.contains(payload)
                        ? List.of(asVariable(target, payload), asLiteral(target, payload))
                        : List.of(asVariable(target, payload));
                for (HttpResponse<String> r : responses) {
                    requests++;
                    statuses.merge(r.statusCode(), 1, Integer::sum);
                    assertTrue(
                            r.statusCode() < 500,
                            target + " with " + abbreviated(payload) + ": " + r.statusCode() + " " + r.body());
                    assertNull(
                            Leaks.find(r.body(), payload),
                            target + " with " + abbreviated(payload) + " leaks: " + r.body());
                }
            }
        }
        System.out.printf(
                "injection: %d arguments x %d payloads (%d also as literals), %d requests, by status %s%n",
                targets.size(), Payloads.ALL.size(), Payloads.LITERAL.size(), requests, statuses);
        assertEquals(before, GraphState.now(), "no request may change the graph");
        assertEquals(200, server.get("/ready").statusCode());
    }

    private static HttpResponse<String> asVariable(Target target, String payload) {
        GraphQLType type = target.argument().getType();
        Object value = GraphQLTypeUtil.unwrapNonNull(type) instanceof GraphQLList ? List.of(payload) : payload;
        String query = "query($v: " + GraphQLTypeUtil.simplePrint(type) + ") { "
                + target.field().getName() + "(" + target.argument().getName() + ": $v" + otherArguments(target) + ")"
                + selection(target.field()) + " }";
        Map<String, Object> variables = new HashMap<>();
        variables.put("v", value);
        return server.graphql(query, variables);
    }

    private static HttpResponse<String> asLiteral(Target target, String payload) {
        String literal = "\"" + escape(payload) + "\"";
        if (GraphQLTypeUtil.unwrapNonNull(target.argument().getType()) instanceof GraphQLList) {
            literal = "[" + literal + "]";
        }
        String query = "{ " + target.field().getName() + "(" + target.argument().getName() + ": " + literal
                + otherArguments(target) + ")" + selection(target.field()) + " }";
        return server.graphql(query);
    }

    /** Valid values for the other required arguments (such as {@code members(of:)}). */
    private static String otherArguments(Target target) {
        StringBuilder args = new StringBuilder();
        for (GraphQLArgument other : target.field().getArguments()) {
            if (other != target.argument() && other.getType() instanceof GraphQLNonNull nonNull) {
                args.append(", ")
                        .append(other.getName())
                        .append(nonNull.getWrappedType() instanceof GraphQLList ? ": [\"bolsheviks\"]" : ": \"lenin\"");
            }
        }
        return args.toString();
    }

    /** Enough of a selection that the field's query runs: totals and nodes of connections, else the type name. */
    static String selection(GraphQLFieldDefinition field) {
        GraphQLNamedType type = GraphQLTypeUtil.unwrapAll(field.getType());
        if (!(type instanceof GraphQLFieldsContainer container)) {
            return "";
        }
        if (container.getFieldDefinition("totalCount") != null && container.getFieldDefinition("nodes") != null) {
            return " { totalCount nodes { __typename } }";
        }
        return " { __typename }";
    }

    /** A GraphQL string literal's content: quotes, backslashes and control characters escaped. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    private static String abbreviated(String payload) {
        return payload.length() > 60 ? payload.substring(0, 60) + "… (" + payload.length() + " chars)" : payload;
    }
}
