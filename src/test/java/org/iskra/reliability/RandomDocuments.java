package org.iskra.reliability;

import graphql.schema.GraphQLArgument;
import graphql.schema.GraphQLEnumType;
import graphql.schema.GraphQLFieldDefinition;
import graphql.schema.GraphQLFieldsContainer;
import graphql.schema.GraphQLInputType;
import graphql.schema.GraphQLList;
import graphql.schema.GraphQLNamedType;
import graphql.schema.GraphQLNonNull;
import graphql.schema.GraphQLScalarType;
import graphql.schema.GraphQLSchema;
import graphql.schema.GraphQLType;
import graphql.schema.GraphQLTypeUtil;
import java.util.List;
import java.util.Random;

/**
 * Random GraphQL documents built from the schema: real fields with arguments of the right type or, often, the wrong one
 * (strings for numbers, bad dates, unknown ids, huge or strange strings).
 */
final class RandomDocuments {
    static final List<String> BAD_DATES = List.of(
            "1903-13",
            "1903-02-30",
            "1903-00",
            "0000",
            "-1",
            "99999",
            "1903-1-1",
            "1903-08-10T00:00",
            "",
            " 1903",
            "1903/08",
            "MCMIII",
            "1903-08-10-01",
            "１９０３",
            "1903\u0000");
    static final List<String> STRANGE = List.of(
            "\u202Elenin",
            "le\u0301\u0301nin",
            "\u0000",
            "לנין",
            "🚩",
            "\uFEFF",
            "\r\n",
            "*~^\"",
            "\\",
            "' OR 1=1 --",
            "{\"a\": 1}",
            "ｌｅｎｉｎ");
    static final List<String> KNOWN_IDS =
            List.of("lenin", "martov", "bolsheviks", "mensheviks", "iskra", "rsdlp-congress-2", "split-1903");

    private final GraphQLSchema schema;
    private final Random random;

    RandomDocuments(GraphQLSchema schema, Random random) {
        this.schema = schema;
        this.random = random;
    }

    String query() {
        return "{ " + field(schema.getQueryType(), 3) + " }";
    }

    private String field(GraphQLFieldsContainer type, int depth) {
        List<GraphQLFieldDefinition> fields = type.getFieldDefinitions();
        GraphQLFieldDefinition field = fields.get(random.nextInt(fields.size()));
        String name = random.nextInt(25) == 0 ? field.getName() + "x" : field.getName();
        StringBuilder args = new StringBuilder();
        for (GraphQLArgument argument : field.getArguments()) {
            if (argument.getType() instanceof GraphQLNonNull || random.nextInt(3) == 0) {
                args.append(args.isEmpty() ? "" : ", ")
                        .append(argument.getName())
                        .append(": ")
                        .append(value(argument.getType()));
            }
        }
        return name + (args.isEmpty() ? "" : "(" + args + ")") + selection(field.getType(), depth - 1);
    }

    private String selection(GraphQLType type, int depth) {
        GraphQLNamedType named = GraphQLTypeUtil.unwrapAll(type);
        if (!(named instanceof GraphQLFieldsContainer container)) {
            return random.nextInt(20) == 0 ? " { id }" : "";
        }
        if (depth <= 0) {
            return " { __typename }";
        }
        StringBuilder out = new StringBuilder(" {");
        for (int i = 0, n = 1 + random.nextInt(3); i < n; i++) {
            out.append(' ').append(field(container, depth));
        }
        return out.append(" }").toString();
    }

    /** A literal for {@code type}: usually well typed, one time in four of a wrong type. */
    String value(GraphQLInputType type) {
        if (random.nextInt(4) == 0) {
            return wrongValue();
        }
        GraphQLType inner = GraphQLTypeUtil.unwrapNonNull(type);
        if (inner instanceof GraphQLList list) {
            return "[" + value((GraphQLInputType) list.getWrappedType()) + ", "
                    + value((GraphQLInputType) list.getWrappedType()) + "]";
        }
        if (inner instanceof GraphQLEnumType e) {
            return e.getValues().get(random.nextInt(e.getValues().size())).getName();
        }
        String scalar = inner instanceof GraphQLScalarType s ? s.getName() : "";
        return switch (scalar) {
            case "Int" -> String.valueOf(random.nextInt(620) - 10);
            case "Boolean" -> String.valueOf(random.nextBoolean());
            case "PartialDate" ->
                quoted(
                        random.nextBoolean()
                                ? BAD_DATES.get(random.nextInt(BAD_DATES.size()))
                                : String.valueOf(1880 + random.nextInt(40)));
            default -> quoted(text());
        };
    }

    String text() {
        return switch (random.nextInt(5)) {
            case 0 -> KNOWN_IDS.get(random.nextInt(KNOWN_IDS.size()));
            case 1 -> STRANGE.get(random.nextInt(STRANGE.size()));
            case 2 -> "x".repeat(1 + random.nextInt(20_000));
            default -> "unknown-" + Long.toString(random.nextLong() & Long.MAX_VALUE, 36);
        };
    }

    private String wrongValue() {
        return switch (random.nextInt(9)) {
            case 0 -> "123";
            case 1 -> "-99999999999999";
            case 2 -> "3.14";
            case 3 -> "true";
            case 4 -> "null";
            case 5 -> "[[1, 2], [\"a\"]]";
            case 6 -> "{ a: 1, b: \"c\" }";
            case 7 -> "NOT_AN_ENUM";
            default -> quoted(BAD_DATES.get(random.nextInt(BAD_DATES.size())));
        };
    }

    static String quoted(String text) {
        return "\"" + HostileInjectionIT.escape(text) + "\"";
    }
}
