package org.iskra.graphql;

import graphql.analysis.FieldComplexityCalculator;
import graphql.analysis.FieldComplexityEnvironment;
import graphql.schema.GraphQLList;
import graphql.schema.GraphQLNonNull;
import graphql.schema.GraphQLType;
import org.iskra.core.Page;

/**
 * The cost of a field: 1 plus the cost of its selection times the number of items it may return. A paged list
 * multiplies by its {@code first} (or the default page size; a list whose {@code first} has no default and is not given
 * counts as unpaged); {@code nodes} and {@code edges} of a connection are already counted by its {@code first}; any
 * other list counts as {@link #UNPAGED_LIST_ESTIMATE} items. So {@code people(first: 500) { nodes { works { name } } }}
 * costs about 500 × 10 × 2.
 */
final class ListCost implements FieldComplexityCalculator {
    static final int UNPAGED_LIST_ESTIMATE = 10;

    @Override
    public int calculate(FieldComplexityEnvironment env, int childComplexity) {
        long cost = 1 + (long) childComplexity * multiplier(env);
        return (int) Math.min(cost, Integer.MAX_VALUE);
    }

    private static int multiplier(FieldComplexityEnvironment env) {
        if (env.getArguments().get("first") instanceof Integer first) {
            return Math.max(first, 1);
        }
        var first = env.getFieldDefinition().getArgument("first");
        if (first != null && first.hasSetDefaultValue()) {
            return Page.DEFAULT_FIRST;
        }
        if (!isList(env.getFieldDefinition().getType())) {
            return 1;
        }
        return env.getParentType().getName().endsWith("Connection") ? 1 : UNPAGED_LIST_ESTIMATE;
    }

    private static boolean isList(GraphQLType type) {
        GraphQLType t = type instanceof GraphQLNonNull nonNull ? nonNull.getWrappedType() : type;
        return t instanceof GraphQLList;
    }
}
