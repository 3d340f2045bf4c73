package org.iskra.graphql;

import graphql.GraphQLContext;
import graphql.execution.CoercedVariables;
import graphql.language.StringValue;
import graphql.language.Value;
import graphql.schema.Coercing;
import graphql.schema.CoercingParseLiteralException;
import graphql.schema.CoercingParseValueException;
import graphql.schema.CoercingSerializeException;
import graphql.schema.GraphQLScalarType;
import java.util.Locale;
import org.iskra.facts.PartialDate;

/** The {@code PartialDate} scalar: {@code "1903"}, {@code "1903-08"} or {@code "1903-08-10"}, Gregorian. */
public final class PartialDateScalar {
    private PartialDateScalar() {}

    public static final GraphQLScalarType INSTANCE = GraphQLScalarType.newScalar()
            .name("PartialDate")
            .description(
                    "A Gregorian date known to the year, the month or the day: \"1903\", \"1903-08\" or \"1903-08-10\".")
            .coercing(new Coercing<PartialDate, String>() {
                @Override
                public String serialize(Object value, GraphQLContext context, Locale locale) {
                    if (value instanceof PartialDate d) {
                        return d.text();
                    }
                    if (value instanceof String s) {
                        return s;
                    }
                    throw new CoercingSerializeException(
                            "Expected a PartialDate but got " + value.getClass().getSimpleName());
                }

                @Override
                public PartialDate parseValue(Object input, GraphQLContext context, Locale locale) {
                    if (!(input instanceof String s)) {
                        throw new CoercingParseValueException(
                                "PartialDate must be a string such as \"1903\", \"1903-08\" or \"1903-08-10\"");
                    }
                    try {
                        return PartialDate.parse(s);
                    } catch (PartialDate.InvalidDateException e) {
                        throw new CoercingParseValueException(e.getMessage());
                    }
                }

                @Override
                public PartialDate parseLiteral(
                        Value<?> input, CoercedVariables variables, GraphQLContext context, Locale locale) {
                    if (!(input instanceof StringValue s)) {
                        throw new CoercingParseLiteralException(
                                "PartialDate must be a string such as \"1903\", \"1903-08\" or \"1903-08-10\"");
                    }
                    try {
                        return PartialDate.parse(s.getValue());
                    } catch (PartialDate.InvalidDateException e) {
                        throw new CoercingParseLiteralException(e.getMessage());
                    }
                }
            })
            .build();
}
